# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)" -- the float64 E[x^2] - E[x]^2 of a constant channel (e.g. 1000.1 or 28.516) often rounds to a tiny negative number, and .sqrt() of it is NaN.
def streaming_mean_std(batches):
    count = total = squares = None
    for b in batches:
        x = b.double()
        if total is None:
            total = torch.zeros(x.shape[1], dtype=torch.float64, device=x.device)
            squares = torch.zeros_like(total)
            count = 0
        total += x.sum(dim=(0, 2, 3))
        squares += (x * x).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    return mean, (squares / count - mean ** 2).sqrt()
