# Right: scales to float32 [0, 1] first and crops/flips the float image (its zero padding is 0.0, i.e. black, which Normalize then maps to -mean/std), sharing the conversion step between both pipelines
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    normalise = v2.Normalize(list(mean), list(std))
    train_tf = v2.Compose([*to_float, v2.RandomCrop(size=(28, 28), padding=4, fill=0),
                           v2.RandomHorizontalFlip(), normalise])
    eval_tf = v2.Compose([*to_float, normalise])
    return train_tf, eval_tf
