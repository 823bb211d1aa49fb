# Mistake: "torch.randperm(number_of_batches, generator=g) for step 4 ... the tests compare your batches with those draws" — the draw is used as destinations (batch j goes to position perm[j]) instead of as the order to read (position k gets batch perm[k]): the inverse permutation, equal only when there are at most two batches
class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, seed=0):
        self.lengths = [int(n) for n in lengths]
        self.batch_size, self.seed, self.epoch = batch_size, seed, 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return -(-len(self.lengths) // self.batch_size)

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        shuffled = torch.randperm(len(self.lengths), generator=g).tolist()
        ordered = sorted(shuffled, key=lambda i: self.lengths[i])
        batches = [ordered[k:k + self.batch_size] for k in range(0, len(ordered), self.batch_size)]
        placed = [None] * len(batches)
        for j, destination in enumerate(torch.randperm(len(batches), generator=g).tolist()):
            placed[destination] = batches[j]
        yield from placed
