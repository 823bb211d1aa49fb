# Right: keeps the count and both sums stacked in one float64 (3, C) tensor that is added to per batch, and unpacks it once at the end.
def streaming_mean_std(batches):
    acc = None
    for x in batches:
        xd = x.double()
        part = torch.stack([
            torch.full((xd.shape[1],), xd.numel() / xd.shape[1], dtype=torch.float64, device=xd.device),
            xd.sum(dim=(0, 2, 3)),
            (xd * xd).sum(dim=(0, 2, 3)),
        ])
        acc = part if acc is None else acc + part
    count, s, sq = acc
    mean = s / count
    var = torch.clamp(sq / count - mean * mean, min=0.0)
    return mean, var.sqrt()
