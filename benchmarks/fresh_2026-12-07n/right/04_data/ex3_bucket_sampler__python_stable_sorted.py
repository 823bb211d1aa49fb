# Right: keeps the lengths as Python ints and does step 2 with Python's sorted (stable by definition) over the torch permutation, slicing the batches with range
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]      # a copy, as exact Python ints
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=self.lengths.__getitem__)
        batches = [ordered[i:i + self.batch_size] for i in range(0, len(ordered), self.batch_size)]
        for k in torch.randperm(len(batches), generator=g).tolist():
            yield batches[k]
