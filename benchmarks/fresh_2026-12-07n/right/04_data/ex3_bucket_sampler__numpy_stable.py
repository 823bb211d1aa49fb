# Right: converts the lengths to an int64 NumPy array and sorts with np.argsort(kind="stable"), yields 1-D tensors (allowed) via torch.tensor_split, and uses math.ceil for len
import math


class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if isinstance(lengths, torch.Tensor):
            lengths = lengths.cpu().numpy()
        self.lengths = np.array(lengths, dtype=np.int64)     # np.array copies
        self.batch_size = batch_size
        self.seed = seed
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.lengths) / self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self.lengths), generator=g)
        order = perm[torch.from_numpy(np.argsort(self.lengths[perm.numpy()], kind="stable"))]
        cuts = list(range(self.batch_size, len(order), self.batch_size))
        batches = torch.tensor_split(order, cuts)
        for k in torch.randperm(len(batches), generator=g):
            yield batches[k]
