# Mistake: "when both are views of a third tensor (even two views that do not overlap, such as two rows m[1] and m[2])": only a direct view link between a and b is followed, so two sibling views of one base give False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a is b or a._base is b or b._base is a
