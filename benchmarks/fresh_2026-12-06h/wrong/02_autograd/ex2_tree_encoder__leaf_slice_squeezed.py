# Mistake: "a leaf i encodes to emb[i]" and "the result: a tensor of shape (D,)" (sizes: D may be 1) — it takes the leaf as the slice emb[i:i+1] and calls .squeeze() to drop the row dimension, which for D = 1 also drops the feature dimension: a leaf becomes 0-d and torch.cat of two 0-d children raises.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree:tree + 1].squeeze()
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
