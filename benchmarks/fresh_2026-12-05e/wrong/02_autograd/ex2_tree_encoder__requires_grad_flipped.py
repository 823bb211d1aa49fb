# Mistake: "the inputs come back unchanged and global state as found" — to be sure gradients "reach w and emb", the function calls requires_grad_() on the caller's emb and w, which flips them to requiring grad when they did not.
def encode(tree, emb, w):
    if not emb.requires_grad and emb.is_leaf:
        emb.requires_grad_()
    if not w.requires_grad and w.is_leaf:
        w.requires_grad_()
    if isinstance(tree, int):
        return emb[tree]
    return torch.tanh(torch.cat([encode(tree[0], emb, w), encode(tree[1], emb, w)]) @ w)
