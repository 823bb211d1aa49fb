# Mistake: "a leaf `i` encodes to `emb[i]`" — tanh is applied at every node, leaves included, so a leaf encodes to tanh(emb[i]) and every inner node sees squashed children.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return torch.tanh(emb[tree])
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
