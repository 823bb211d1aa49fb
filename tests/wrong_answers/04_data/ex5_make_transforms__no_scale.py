# Diagnosis: not-scaled
# Pitfall: ToDtype without scale=True keeps pixels in 0..255, so Normalize is off by a factor of 255.
def make_transforms(mean, std):
    to_float = [v2.ToDtype(torch.float32), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           *to_float])
    eval_tf = v2.Compose([v2.ToImage(), *to_float])
    return train_tf, eval_tf
