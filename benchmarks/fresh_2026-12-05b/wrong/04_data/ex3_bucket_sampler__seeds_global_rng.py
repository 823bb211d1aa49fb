# Mistake: "shuffling with the global random generator (not reproducible)" / a torch.Generator made in __iter__ — reseeds PyTorch's global generator with seed + epoch and draws from it, clobbering the caller's random state.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(v) for v in np.asarray(lengths).tolist()]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        torch.manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths)).tolist()
        ordered = sorted(perm, key=self.lengths.__getitem__)
        batches = [ordered[i:i + self.batch_size] for i in range(0, len(ordered), self.batch_size)]
        for j in torch.randperm(len(batches)).tolist():
            yield batches[j]
