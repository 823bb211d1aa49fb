# Mistake: "Keep the running sums as tensors ... Accumulate per channel the count, the sum of `x` and the sum of `x²`" (a stream "think of a DataLoader over files", for data that does not fit in memory): every batch is kept and concatenated, so memory grows with the whole data set instead of staying at one batch plus three per-channel sums.
def streaming_mean_std(batches):
    seen = [b.double() for b in batches]          # one pass over the stream
    data = torch.cat(seen)
    return data.mean(dim=(0, 2, 3)), data.std(dim=(0, 2, 3), correction=0)
