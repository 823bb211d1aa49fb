# Mistake: "`emb` and `w` of the same dtype ... when an input requires grad, the gradient reaching it as the reference's" (float32 or float64): the node input is built with torch.stack(...).flatten().float(), so a float64 tree is computed in float32 and the result, and every gradient, lose float64's precision (and come back as float32).
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    pair = torch.stack([encode(left, emb, w), encode(right, emb, w)]).flatten().float()
    return torch.tanh(pair @ w.float())
