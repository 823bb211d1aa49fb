# Mistake: "a tree that is a single leaf does not use `w`: after its backward, `w.grad` is as before, `None` if it was": to make "gradients reach w" in every case, a leaf adds 0 * w.sum(), so after backward from a single-leaf tree w.grad is a tensor of zeros instead of None.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree] + 0 * w.sum()     # keep w in the graph even for a bare leaf
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
