# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)" — keeps the flip with p=0 in the eval pipeline, which still draws a random number per image
def make_transforms(mean, std):
    tail = [v2.Normalize(mean, std)]
    head = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    train_tf = v2.Compose(head + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5)] + tail)
    eval_tf = v2.Compose(head + [v2.RandomHorizontalFlip(p=0.0)] + tail)
    return train_tf, eval_tf
