# Mistake: "a caller under torch.no_grad() (the result's requires_grad as the reference's)" — to be sure that "gradients must reach w", the recursion runs under torch.enable_grad(), which overrides the caller's no_grad: an evaluation-time call builds a graph and returns a result that requires grad
def encode(tree, emb, w):
    with torch.enable_grad():
        if isinstance(tree, tuple):
            left, right = tree
            return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
        return emb[tree]
