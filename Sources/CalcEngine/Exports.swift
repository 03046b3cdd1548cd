// Apps that import CalcEngine also see the backends, values and angle units of CalcNumerics.
@_exported import CalcNumerics
