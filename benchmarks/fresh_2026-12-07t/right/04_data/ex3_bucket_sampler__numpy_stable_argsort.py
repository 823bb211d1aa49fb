# Right: keeps the lengths as a NumPy int64 copy and sorts with np.argsort(kind="stable"); the two torch.randperm draws are the stated ones; batches are built eagerly as Python lists.
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        if isinstance(lengths, torch.Tensor):
            lengths = lengths.detach().cpu().numpy()
        self._lengths = np.array(lengths, dtype=np.int64)      # a copy: the caller's stays as it is
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self._lengths) - 1) // self.batch_size + 1

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        perm = torch.randperm(len(self._lengths), generator=g).numpy()
        order = perm[np.argsort(self._lengths[perm], kind="stable")]
        batches = [order[i:i + self.batch_size].tolist() for i in range(0, len(order), self.batch_size)]
        batch_order = torch.randperm(len(batches), generator=g).tolist()
        return iter([batches[k] for k in batch_order])
