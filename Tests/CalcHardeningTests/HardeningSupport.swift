import Testing
import CalcEngine

/// Shared by the hardening tests: whether a soak run was asked for (CALC_SOAK_MINUTES).
enum HardeningEnvironment {}
