# Diagnosis: domain-wrong-result
# Pitfall: brightness jitter added to the training pipeline: the prompt asks for a padded crop and a flip only.
def make_transforms(mean, std):
    finish = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(),
                           v2.ColorJitter(brightness=0.2), *finish])
    return train_tf, v2.Compose([v2.ToImage(), *finish])
