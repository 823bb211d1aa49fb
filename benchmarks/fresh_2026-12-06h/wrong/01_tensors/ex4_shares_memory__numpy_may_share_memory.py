# Mistake: "They share it when one is a view of the other, when both are views of a third tensor (even two views that do not overlap, such as two rows m[1] and m[2])" — it asks NumPy's np.may_share_memory, which compares the byte ranges the two arrays span, so two non-overlapping rows (or slices) of one base are reported as not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    left = a.detach().numpy()              # CPU tensors only, as the exercise says
    right = b.detach().numpy()
    return bool(np.may_share_memory(left, right))
