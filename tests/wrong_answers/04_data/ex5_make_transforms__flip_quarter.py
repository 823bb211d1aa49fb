# Diagnosis: flip-probability
# Pitfall: RandomHorizontalFlip(p=0.25): "a little augmentation", but the prompt asks for half the views flipped.
def make_transforms(mean, std):
    to_float = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.25),
                           *to_float])
    return train_tf, v2.Compose([v2.ToImage(), *to_float])
