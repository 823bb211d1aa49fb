# Mistake: "sort them by length, shortest first, with a **stable** sort (equal lengths keep their shuffled order)" — torch.argsort without stable=True may reorder equal lengths, so batches differ from the reference when lengths repeat.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(np.asarray(lengths), dtype=torch.long).clone()
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.argsort(self.lengths[perm])]
        batches = list(torch.split(order, self.batch_size))
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b].tolist()
