# Right: uses v2.PILToTensor (a uint8 tensor input passes through untouched) with v2.ToImage after it, and writes the normalisation as a v2.Lambda computing (x - mean) / std by hand, without v2.Normalize.
def make_transforms(mean, std):
    m, s = float(mean[0]), float(std[0])
    normalise = v2.Lambda(lambda x: (x - m) / s)
    head = [v2.PILToTensor(), v2.ToImage()]
    train_tf = v2.Compose([*head, v2.RandomCrop(28, padding=4, fill=0, padding_mode="constant"),
                           v2.RandomHorizontalFlip(), v2.ToDtype(torch.float32, scale=True), normalise])
    eval_tf = v2.Compose([*head, v2.ToDtype(torch.float32, scale=True), normalise])
    return train_tf, eval_tf
