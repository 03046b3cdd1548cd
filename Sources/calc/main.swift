// calc: the calculator in a terminal (work in progress).
print("calc: not written yet")
