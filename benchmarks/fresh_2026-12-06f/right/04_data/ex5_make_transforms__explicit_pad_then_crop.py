# Right: pads explicitly with v2.Pad(4, fill=0) on the uint8 image, then RandomCrop(28) without padding (same set of 28x28 windows of the zero-padded image), flip p=0.5, then scale and normalise; eval pipeline has no random transform at all.
def make_transforms(mean, std):
    to_float = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=list(mean), std=list(std))]
    train_tf = v2.Compose([v2.ToImage(), v2.Pad(4, fill=0), v2.RandomCrop(28),
                           v2.RandomHorizontalFlip(p=0.5), *to_float])
    eval_tf = v2.Compose([v2.ToImage(), *to_float])
    return train_tf, eval_tf
