# Right: float64 sums of (x - K) and (x - K)^2 with a per-channel shift K taken from the first batch (shifted-data variance), returned as float32 on the batches' device (allowed).
def streaming_mean_std(batches):
    shift = count = s1 = s2 = None
    for b in batches:
        x = b.double().transpose(0, 1).reshape(b.shape[1], -1)      # (C, everything else)
        if shift is None:
            shift = x[:, :1].clone()
            count = 0
            s1 = torch.zeros(b.shape[1], dtype=torch.float64, device=b.device)
            s2 = torch.zeros_like(s1)
        d = x - shift
        s1 += d.sum(dim=1)
        s2 += (d * d).sum(dim=1)
        count += x.shape[1]
    mean_d = s1 / count
    var = (s2 / count - mean_d ** 2).clamp(min=0)
    return (mean_d + shift[:, 0]).float(), var.sqrt().float()
