# Right: moves the channel axis first and flattens each float64 batch to (C, pixels), accumulating count, sum and sum of squares, with the count also kept as a Python int.
def streaming_mean_std(batches):
    count = 0
    sums = squares = None
    for batch in batches:
        flat = batch.to(torch.float64).movedim(1, 0).reshape(batch.shape[1], -1)
        count += flat.shape[1]
        batch_sum, batch_sq = flat.sum(dim=1), (flat * flat).sum(dim=1)
        sums = batch_sum if sums is None else sums + batch_sum
        squares = batch_sq if squares is None else squares + batch_sq
    mean = sums / count
    variance = torch.clamp(squares / count - mean * mean, min=0.0)
    return mean, torch.sqrt(variance)
