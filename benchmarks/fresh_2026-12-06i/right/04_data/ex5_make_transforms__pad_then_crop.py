# Right: spells the padding out as v2.Pad(4, fill=0) followed by v2.RandomCrop(28) (the same windows), and builds both pipelines from a shared float/normalise tail.
def make_transforms(mean, std):
    def tail():
        return [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=list(mean), std=list(std))]

    train_tf = v2.Compose([v2.ToImage(), v2.Pad(4, fill=0, padding_mode="constant"), v2.RandomCrop(28),
                           v2.RandomHorizontalFlip(p=0.5), *tail()])
    eval_tf = v2.Compose([v2.ToImage(), *tail()])
    return train_tf, eval_tf
