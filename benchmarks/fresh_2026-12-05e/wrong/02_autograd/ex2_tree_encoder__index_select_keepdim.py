# Mistake: "a leaf `i` encodes to `emb[i]`" with "the result: a tensor of shape `(D,)`" — index_select with a CPU index tensor returns a (1, D) row for a leaf (and a CPU index for an accelerator's table); for inner nodes the flatten hides it, so only a bare leaf comes back as (1, D).
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb.index_select(0, torch.tensor([tree]))
    left, right = tree
    joined = torch.cat([encode(left, emb, w).flatten(), encode(right, emb, w).flatten()])
    return torch.tanh(joined @ w)
