# Converts to float first, then pads, crops and flips the float image; eval keeps only the conversion.
def make_transforms(mean, std):
    to_float = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True)])
    normalise = v2.Normalize(mean=mean, std=std)
    train_tf = v2.Compose([to_float, v2.Pad(4, fill=0), v2.RandomCrop((28, 28)),
                           v2.RandomHorizontalFlip(0.5), normalise])
    eval_tf = v2.Compose([to_float, normalise])
    return train_tf, eval_tf
