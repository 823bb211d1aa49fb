# Pads with v2.Pad(4), then crops without padding; the eval pipeline reuses a to-tensor Compose.
def make_transforms(mean, std):
    to_tensor = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True)])
    train_tf = v2.Compose([v2.ToImage(), v2.Pad(4), v2.RandomCrop(28), v2.RandomHorizontalFlip(0.5),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=mean, std=std)])
    eval_tf = v2.Compose([to_tensor, v2.Normalize(mean=mean, std=std)])
    return train_tf, eval_tf
