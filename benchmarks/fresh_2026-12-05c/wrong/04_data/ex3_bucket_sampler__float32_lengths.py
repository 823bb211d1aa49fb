# Mistake: "lengths may exceed `2**24`, so compare them as integers, not as float32" — keeps the lengths as a float32 tensor, so lengths above 2**24 that differ by 1 compare equal and stay in shuffled order
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.as_tensor(lengths).to(torch.float32)
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        _, idx = torch.sort(self.lengths[perm], stable=True)
        order = perm[idx].tolist()
        batches = [order[k:k + self.batch_size] for k in range(0, len(order), self.batch_size)]
        for b in torch.randperm(len(batches), generator=g).tolist():
            yield batches[b]
