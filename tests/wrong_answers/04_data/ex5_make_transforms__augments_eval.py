# Diagnosis: eval-augmented
# Pitfall: one random pipeline for both splits, so evaluation is augmented too.
def make_transforms(mean, std):
    pipeline = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return pipeline, pipeline
