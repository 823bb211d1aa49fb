# Mistake: "a leaf `i` encodes to `emb[i]`" — "the same rule at every node" read as tanh everywhere: each leaf is squashed to tanh(emb[i]) before it is combined (and a single leaf returns tanh(emb[i])).
def encode(tree, emb, w):
    if isinstance(tree, int):
        return torch.tanh(emb[tree])
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
