# Mistake: "yield the batches in a random order (same generator)... the tests compare your batches with those draws" — applies the inverse of randperm(number_of_batches) (scatter instead of gather); it matches only when the permutation is its own inverse (1 or 2 batches)
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths).to(torch.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.sort(self.lengths[perm], stable=True).indices]
        batches = [b.tolist() for b in order.split(self.batch_size)]
        shuffled = [None] * len(batches)
        for position, b in enumerate(torch.randperm(len(batches), generator=g).tolist()):
            shuffled[b] = batches[position]
        yield from shuffled
