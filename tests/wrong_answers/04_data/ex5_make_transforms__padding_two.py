# Diagnosis: wrong-padding
# Pitfall: RandomCrop(28, padding=2): a crop with padding, but not the 4 pixels asked for.
def make_transforms(mean, std):
    to_float = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=2), v2.RandomHorizontalFlip(p=0.5),
                           *to_float])
    return train_tf, v2.Compose([v2.ToImage(), *to_float])
