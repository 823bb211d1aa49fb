# Mistake: "Gradients must reach w whenever the tree has at least one inner node ... the inputs come back unchanged" — to make sure gradients reach them, it calls requires_grad_() on the caller's emb and w when they do not require grad, changing the caller's tensors (and making a plain table or one used under no_grad suddenly require grad).
def encode(tree, emb, w):
    for t in (emb, w):
        if not t.requires_grad and t.is_leaf:
            t.requires_grad_()
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
