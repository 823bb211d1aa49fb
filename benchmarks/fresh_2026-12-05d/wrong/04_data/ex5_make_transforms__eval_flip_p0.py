# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)" — eval_tf keeps the flip with p=0 so both pipelines "have the same structure": it never flips, but every call still draws torch.rand(1) from the global generator.
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.RandomHorizontalFlip(p=0.0),
                          v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
