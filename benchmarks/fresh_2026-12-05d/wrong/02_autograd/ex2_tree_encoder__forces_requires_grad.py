# Mistake: "the inputs come back unchanged and global state as found" — requires_grad_() is switched on for w (and emb) "so that gradients reach them", changing the caller's tensors (a plain w now requires grad after the call, and a strided view of a leaf cannot even be flagged).
def encode(tree, emb, w):
    if not w.requires_grad:
        w.requires_grad_()
    if not emb.requires_grad:
        emb.requires_grad_()
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
