// Apps that import CalcPresentation also see the engine (Calculator, Key) and the backends.
@_exported import CalcEngine
