# Mistake: "sizes: ... D ∈ {0, 1, 2, 3}" with "the result's device, shape and dtype as the reference's" and "when an input requires grad, the gradient reaching it": D = 0 is answered with a fresh torch.zeros(0), which is float32 on the CPU and not connected to emb or w (wrong dtype for float64 inputs, no graph).
def encode(tree, emb, w):
    if emb.shape[1] == 0:
        return torch.zeros(0)                  # nothing to encode
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
