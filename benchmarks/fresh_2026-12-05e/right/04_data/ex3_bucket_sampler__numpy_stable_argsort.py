# Right: same two draws from a generator made in __iter__; the stable sort is numpy's argsort(kind="stable") on an int64 copy of the lengths, and batches are cut with array_split points
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if torch.is_tensor(lengths):
            lengths = lengths.detach().cpu().numpy()
        self.lengths = np.array(lengths, dtype=np.int64, copy=True)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g).numpy()
        order = perm[np.argsort(self.lengths[perm], kind="stable")]
        cuts = range(self.batch_size, len(order), self.batch_size)
        batches = np.split(order, list(cuts))
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield [int(i) for i in batches[b]]
