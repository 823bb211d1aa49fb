# Mistake: "a caller under torch.no_grad() (the result's requires_grad as the reference's)": the body forces torch.enable_grad(), so under a caller's no_grad the result still requires grad and records a graph.
def encode(tree, emb, w):
    with torch.enable_grad():          # make sure gradients can reach w and emb
        if isinstance(tree, int):
            return emb[tree]
        left, right = tree
        return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
