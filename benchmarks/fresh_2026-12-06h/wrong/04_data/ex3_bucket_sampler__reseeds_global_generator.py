# Mistake: "the inputs come back unchanged and global state as found" — the shuffles use torch.manual_seed(seed + epoch) and the global generator: the draws (and so the batches) are exactly the reference's, but every iteration reseeds the caller's global random stream (the dropout masks, inits and loader orders that follow become those of seed + epoch).
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = torch.tensor([int(v) for v in lengths], dtype=torch.int64)
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        torch.manual_seed(self.seed + self.epoch)              # reproducible: same seed, same draws
        perm = torch.randperm(len(self.lengths))
        order = perm[torch.sort(self.lengths[perm], stable=True).indices]
        batches = list(order.split(self.batch_size))
        for i in torch.randperm(len(batches)):
            yield batches[i].tolist()
