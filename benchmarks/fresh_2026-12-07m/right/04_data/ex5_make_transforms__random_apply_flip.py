# Right: spells the padding out (constant mode, fill 0) and makes the flip a RandomApply of a certain flip with probability 0.5; the eval pipeline shares the deterministic tail.
def make_transforms(mean, std):
    tail = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomCrop(size=(28, 28), padding=4, fill=0, padding_mode="constant"),
        v2.RandomApply([v2.RandomHorizontalFlip(p=1.0)], p=0.5),
        *tail,
    ])
    eval_tf = v2.Compose([v2.ToImage(), *tail])
    return train_tf, eval_tf
