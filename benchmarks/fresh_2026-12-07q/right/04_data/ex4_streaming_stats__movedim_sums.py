# Right: moves the channel axis first and reshapes (copying when needed) to (C, -1), accumulating count, sum and sum of squares in float64 in a list-free loop.
def streaming_mean_std(batches):
    count, total, squares = 0, 0, 0
    for b in batches:
        x = b.movedim(1, 0).reshape(b.shape[1], -1).to(torch.float64)
        count += x.shape[1]
        total = total + x.sum(dim=1)
        squares = squares + x.square().sum(dim=1)
    mean = total / count
    var = (squares / count - mean.square()).clamp(min=0)
    return mean, torch.sqrt(var)
