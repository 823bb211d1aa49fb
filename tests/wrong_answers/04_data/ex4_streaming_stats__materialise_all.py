# Diagnosis: memory-grows-with-data
# Pitfall: "mean and std in one streaming pass ... When the data does not fit in memory, the statistics must be computed batch by batch ... Keep the running sums as tensors": keeps every batch (as float64) in a list and concatenates them, so memory grows with the whole data set instead of staying at one batch plus the running sums. (batch m, 2026-12-07)
def streaming_mean_std(batches):
    everything = torch.cat([b.double() for b in batches])   # one pass over the stream
    return everything.mean(dim=(0, 2, 3)), everything.std(dim=(0, 2, 3), correction=0)
