# Mistake: "the inputs come back unchanged and global state as found" — draws the right numbers by seeding torch's global generator with seed + epoch, which resets the caller's global random state on every iteration
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        torch.manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths)).tolist()
        order = sorted(perm, key=lambda i: self.lengths[i])
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches)).tolist():
            yield batches[b]
