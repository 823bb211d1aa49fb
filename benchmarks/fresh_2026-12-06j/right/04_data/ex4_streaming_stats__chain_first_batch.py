# Right: takes the first batch with next() to size float64 accumulators (zeros on its device), then chains it back in front of the same iterator, so the stream is still iterated once; the variance is clamped at 0 before the square root.
import itertools


def streaming_mean_std(batches):
    stream = iter(batches)
    first = next(stream)
    channels = first.shape[1]
    count = torch.zeros(channels, dtype=torch.float64, device=first.device)
    total = torch.zeros_like(count)
    total_sq = torch.zeros_like(count)
    for b in itertools.chain([first], stream):
        x = b.double()
        count += x.numel() // channels
        total += x.sum(dim=(0, 2, 3))
        total_sq += x.pow(2).sum(dim=(0, 2, 3))
    mean = total / count
    var = total_sq / count - mean * mean
    return mean, var.clamp(min=0).sqrt()
