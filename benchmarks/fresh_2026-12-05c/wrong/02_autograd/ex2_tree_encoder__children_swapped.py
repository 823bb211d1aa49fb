# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`" — concatenates right before left
def encode(tree, emb, w):
    if not isinstance(tree, tuple):
        return emb[tree]
    left, right = tree
    return torch.tanh(torch.cat([encode(right, emb, w), encode(left, emb, w)]) @ w)
