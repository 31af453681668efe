/// The Cocoa class, protocol and type names Pygments 2.14 (`pygments.lexers._cocoa_builtins`,
/// generated from Apple's SDK headers) highlights as built-in (`bp`) in Swift and Objective-C:
/// the union of its `COCOA_INTERFACES`, `COCOA_PROTOCOLS` and `COCOA_PRIMITIVES`.
enum CocoaNames {
    /// Every name, for the lexers' lookups.
    static let all = UTF8WordTable(words: list, value: ())

    private static let list = """
        AAAttribution ABNewPersonViewController ABNewPersonViewControllerDelegate ABPeoplePickerNavigationController \
        ABPeoplePickerNavigationControllerDelegate ABPersonViewController ABPersonViewControllerDelegate \
        ABUnknownPersonViewController ABUnknownPersonViewControllerDelegate ACAccount ACAccountCredential \
        ACAccountStore ACAccountType ACErrorCode ADActionViewControllerChildInterface ADActionViewControllerInterface \
        ADBannerView ADBannerViewDelegate ADClient ADInterstitialAd ADInterstitialAdDelegate \
        ADInterstitialAdPresentationViewController AEAssessmentConfiguration AEAssessmentSession \
        AEAssessmentSessionDelegate ALAsset ALAssetRepresentation ALAssetsFilter ALAssetsGroup ALAssetsLibrary \
        ALCcontext_struct ALCdevice_struct ALMXGlyphEntry ALMXHeader APActivationPayload API_UNAVAILABLE ARAnchor \
        ARAnchorCopying ARAppClipCodeAnchor ARBody2D ARBodyAnchor ARBodyTrackingConfiguration ARCamera \
        ARCoachingOverlayView ARCoachingOverlayViewDelegate ARCollaborationData ARConfiguration ARDepthData \
        ARDirectionalLightEstimate AREnvironmentProbeAnchor ARFaceAnchor ARFaceGeometry ARFaceTrackingConfiguration \
        ARFrame ARGeoAnchor ARGeoTrackingConfiguration ARGeoTrackingStatus ARGeometryElement ARGeometrySource \
        ARHitTestResult ARImageAnchor ARImageTrackingConfiguration ARLightEstimate ARMatteGenerator ARMeshAnchor \
        ARMeshGeometry ARObjectAnchor ARObjectScanningConfiguration AROrientationTrackingConfiguration \
        ARParticipantAnchor ARPlaneAnchor ARPlaneGeometry ARPointCloud ARPositionalTrackingConfiguration \
        ARQuickLookPreviewItem ARRaycastQuery ARRaycastResult ARReferenceImage ARReferenceObject ARSCNFaceGeometry \
        ARSCNPlaneGeometry ARSCNView ARSCNViewDelegate ARSKView ARSKViewDelegate ARSession ARSessionDelegate \
        ARSessionObserver ARSessionProviding ARSkeleton ARSkeleton2D ARSkeleton3D ARSkeletonDefinition ARTrackable \
        ARTrackedRaycast ARVideoFormat ARView ARWorldMap ARWorldTrackingConfiguration \
        ASAccountAuthenticationModificationController ASAccountAuthenticationModificationControllerDelegate \
        ASAccountAuthenticationModificationControllerPresentationContextProviding \
        ASAccountAuthenticationModificationExtensionContext \
        ASAccountAuthenticationModificationReplacePasswordWithSignInWithAppleRequest \
        ASAccountAuthenticationModificationRequest \
        ASAccountAuthenticationModificationUpgradePasswordToStrongPasswordRequest \
        ASAccountAuthenticationModificationViewController ASAuthorization ASAuthorizationAppleIDButton \
        ASAuthorizationAppleIDCredential ASAuthorizationAppleIDProvider ASAuthorizationAppleIDRequest \
        ASAuthorizationController ASAuthorizationControllerDelegate \
        ASAuthorizationControllerPresentationContextProviding ASAuthorizationCredential ASAuthorizationOpenIDRequest \
        ASAuthorizationPasswordProvider ASAuthorizationPasswordRequest ASAuthorizationProvider \
        ASAuthorizationProviderExtensionAuthorizationRequest \
        ASAuthorizationProviderExtensionAuthorizationRequestHandler ASAuthorizationRequest \
        ASAuthorizationSingleSignOnCredential ASAuthorizationSingleSignOnProvider ASAuthorizationSingleSignOnRequest \
        ASCredentialIdentityStore ASCredentialIdentityStoreState ASCredentialProviderExtensionContext \
        ASCredentialProviderViewController ASCredentialServiceIdentifier ASIdentifierManager ASPasswordCredential \
        ASPasswordCredentialIdentity ASWebAuthenticationPresentationContextProviding ASWebAuthenticationSession \
        ASWebAuthenticationSessionRequest ASWebAuthenticationSessionRequestDelegate \
        ASWebAuthenticationSessionWebBrowserSessionHandling ASWebAuthenticationSessionWebBrowserSessionManager \
        ATTrackingManager AUAudioUnit AUAudioUnitBus AUAudioUnitBusArray AUAudioUnitFactory AUAudioUnitPreset \
        AUAudioUnitV2Bridge AUAudioUnitViewConfiguration AUChannelInfo AUDependentParameter AUDistanceAttenuationData \
        AUHostIdentifier AUHostVersionIdentifier AUInputSamplesInOutputCallbackStruct AUMIDIEvent \
        AUMIDIOutputCallbackStruct AUNodeInteraction AUNodeRenderCallback AUNumVersion AUParameter \
        AUParameterAutomationEvent AUParameterEvent AUParameterGroup AUParameterMIDIMapping AUParameterNode \
        AUParameterTree AUPreset AUPresetEvent AURecordedParameterEvent AURenderCallbackStruct AURenderEventHeader \
        AUSamplerBankPresetData AUSamplerInstrumentData AUViewController AVAggregateAssetDownloadTask AVAsset \
        AVAssetCache AVAssetDownloadDelegate AVAssetDownloadStorageManagementPolicy AVAssetDownloadStorageManager \
        AVAssetDownloadTask AVAssetDownloadURLSession AVAssetExportSession AVAssetImageGenerator AVAssetReader \
        AVAssetReaderAudioMixOutput AVAssetReaderOutput AVAssetReaderOutputMetadataAdaptor \
        AVAssetReaderSampleReferenceOutput AVAssetReaderTrackOutput AVAssetReaderVideoCompositionOutput \
        AVAssetResourceLoader AVAssetResourceLoaderDelegate AVAssetResourceLoadingContentInformationRequest \
        AVAssetResourceLoadingDataRequest AVAssetResourceLoadingRequest AVAssetResourceLoadingRequestor \
        AVAssetResourceRenewalRequest AVAssetSegmentReport AVAssetSegmentReportSampleInformation \
        AVAssetSegmentTrackReport AVAssetTrack AVAssetTrackGroup AVAssetTrackSegment AVAssetWriter \
        AVAssetWriterDelegate AVAssetWriterInput AVAssetWriterInputGroup AVAssetWriterInputMetadataAdaptor \
        AVAssetWriterInputPassDescription AVAssetWriterInputPixelBufferAdaptor AVAsynchronousCIImageFilteringRequest \
        AVAsynchronousKeyValueLoading AVAsynchronousVideoCompositionRequest AVAudioMix AVAudioMixInputParameters \
        AVAudioSession AVCameraCalibrationData AVCaptureAudioChannel AVCaptureAudioDataOutput \
        AVCaptureAudioDataOutputSampleBufferDelegate AVCaptureAudioFileOutput AVCaptureAudioPreviewOutput \
        AVCaptureAutoExposureBracketedStillImageSettings AVCaptureBracketedStillImageSettings AVCaptureConnection \
        AVCaptureDataOutputSynchronizer AVCaptureDataOutputSynchronizerDelegate AVCaptureDepthDataOutput \
        AVCaptureDepthDataOutputDelegate AVCaptureDevice AVCaptureDeviceDiscoverySession AVCaptureDeviceFormat \
        AVCaptureDeviceInput AVCaptureDeviceInputSource AVCaptureFileOutput AVCaptureFileOutputDelegate \
        AVCaptureFileOutputRecordingDelegate AVCaptureInput AVCaptureInputPort \
        AVCaptureManualExposureBracketedStillImageSettings AVCaptureMetadataInput AVCaptureMetadataOutput \
        AVCaptureMetadataOutputObjectsDelegate AVCaptureMovieFileOutput AVCaptureMultiCamSession AVCaptureOutput \
        AVCapturePhoto AVCapturePhotoBracketSettings AVCapturePhotoCaptureDelegate \
        AVCapturePhotoFileDataRepresentationCustomizer AVCapturePhotoOutput AVCapturePhotoSettings \
        AVCaptureResolvedPhotoSettings AVCaptureScreenInput AVCaptureSession AVCaptureStillImageOutput \
        AVCaptureSynchronizedData AVCaptureSynchronizedDataCollection AVCaptureSynchronizedDepthData \
        AVCaptureSynchronizedMetadataObjectData AVCaptureSynchronizedSampleBufferData AVCaptureSystemPressureState \
        AVCaptureVideoDataOutput AVCaptureVideoDataOutputSampleBufferDelegate AVCaptureVideoPreviewLayer AVComposition \
        AVCompositionTrack AVCompositionTrackFormatDescriptionReplacement AVCompositionTrackSegment \
        AVContentKeyRecipient AVContentKeyRequest AVContentKeyResponse AVContentKeySession AVContentKeySessionDelegate \
        AVDateRangeMetadataGroup AVDepthData AVDisplayCriteria AVFragmentMinding AVFragmentedAsset \
        AVFragmentedAssetMinder AVFragmentedAssetTrack AVFragmentedMovie AVFragmentedMovieMinder \
        AVFragmentedMovieTrack AVFrameRateRange AVMediaDataStorage AVMediaSelection AVMediaSelectionGroup \
        AVMediaSelectionOption AVMetadataBodyObject AVMetadataCatBodyObject AVMetadataDogBodyObject \
        AVMetadataFaceObject AVMetadataGroup AVMetadataHumanBodyObject AVMetadataItem AVMetadataItemFilter \
        AVMetadataItemValueRequest AVMetadataMachineReadableCodeObject AVMetadataObject AVMetadataSalientObject \
        AVMovie AVMovieTrack AVMutableAssetDownloadStorageManagementPolicy AVMutableAudioMix \
        AVMutableAudioMixInputParameters AVMutableComposition AVMutableCompositionTrack \
        AVMutableDateRangeMetadataGroup AVMutableMediaSelection AVMutableMetadataItem AVMutableMovie \
        AVMutableMovieTrack AVMutableTimedMetadataGroup AVMutableVideoComposition AVMutableVideoCompositionInstruction \
        AVMutableVideoCompositionLayerInstruction AVOutputSettingsAssistant AVPersistableContentKeyRequest \
        AVPictureInPictureController AVPictureInPictureControllerDelegate AVPlayer AVPlayerItem AVPlayerItemAccessLog \
        AVPlayerItemAccessLogEvent AVPlayerItemErrorLog AVPlayerItemErrorLogEvent AVPlayerItemLegibleOutput \
        AVPlayerItemLegibleOutputPushDelegate AVPlayerItemMediaDataCollector AVPlayerItemMetadataCollector \
        AVPlayerItemMetadataCollectorPushDelegate AVPlayerItemMetadataOutput AVPlayerItemMetadataOutputPushDelegate \
        AVPlayerItemOutput AVPlayerItemOutputPullDelegate AVPlayerItemOutputPushDelegate AVPlayerItemTrack \
        AVPlayerItemVideoOutput AVPlayerLayer AVPlayerLooper AVPlayerMediaSelectionCriteria AVPlayerViewController \
        AVPlayerViewControllerDelegate AVPortraitEffectsMatte AVQueuePlayer AVQueuedSampleBufferRendering \
        AVRouteDetector AVRoutePickerView AVRoutePickerViewDelegate AVSampleBufferAudioRenderer \
        AVSampleBufferDisplayLayer AVSampleBufferRenderSynchronizer AVSemanticSegmentationMatte AVSynchronizedLayer \
        AVTextStyleRule AVTimedMetadataGroup AVURLAsset AVVideoCompositing AVVideoComposition \
        AVVideoCompositionCoreAnimationTool AVVideoCompositionInstruction AVVideoCompositionLayerInstruction \
        AVVideoCompositionRenderContext AVVideoCompositionRenderHint AVVideoCompositionValidationHandling \
        AXCustomContent AXCustomContentProvider AnchorPoint AnchorPointTable AnkrTable AudioBalanceFade AudioBuffer \
        AudioBufferList AudioBytePacketTranslation AudioChannelDescription AudioChannelLayout AudioClassDescription \
        AudioCodecMagicCookieInfo AudioCodecPrimeInfo AudioComponentDescription AudioComponentPlugInInterface \
        AudioConverterPrimeInfo AudioFileMarker AudioFileMarkerList AudioFilePacketTableInfo AudioFileRegion \
        AudioFileRegionList AudioFileTypeAndFormatID AudioFile_SMPTE_Time AudioFormatInfo AudioFormatListItem \
        AudioFramePacketTranslation AudioIndependentPacketTranslation AudioOutputUnitMIDICallbacks \
        AudioOutputUnitStartAtTimeParams AudioPacketDependencyInfoTranslation AudioPacketRangeByteCountTranslation \
        AudioPacketRollDistanceTranslation AudioPanningInfo AudioQueueBuffer AudioQueueChannelAssignment \
        AudioQueueLevelMeterState AudioQueueParameterEvent AudioStreamBasicDescription AudioStreamPacketDescription \
        AudioTimeStamp AudioUnitCocoaViewInfo AudioUnitConnection AudioUnitExternalBuffer \
        AudioUnitFrequencyResponseBin AudioUnitMIDIControlMapping AudioUnitMeterClipping AudioUnitNodeConnection \
        AudioUnitOtherPluginDesc AudioUnitParameter AudioUnitParameterEvent AudioUnitParameterHistoryInfo \
        AudioUnitParameterInfo AudioUnitParameterNameInfo AudioUnitParameterStringFromValue \
        AudioUnitParameterValueFromString AudioUnitParameterValueName AudioUnitParameterValueTranslation \
        AudioUnitPresetMAS_SettingData AudioUnitPresetMAS_Settings AudioUnitProperty AudioUnitRenderContext \
        AudioValueRange AudioValueTranslation AuthorizationOpaqueRef BCChatAction BCChatButton BGAppRefreshTask \
        BGAppRefreshTaskRequest BGProcessingTask BGProcessingTaskRequest BGTask BGTaskRequest BGTaskScheduler \
        BslnFormat0Part BslnFormat1Part BslnFormat2Part BslnFormat3Part BslnTable CAAction CAAnimation \
        CAAnimationDelegate CAAnimationGroup CABTMIDICentralViewController CABTMIDILocalPeripheralViewController \
        CABarBeatTime CABasicAnimation CADisplayLink CAEAGLLayer CAEmitterCell CAEmitterLayer CAFAudioDescription \
        CAFChunkHeader CAFDataChunk CAFFileHeader CAFInfoStrings CAFInstrumentChunk CAFMarker CAFMarkerChunk \
        CAFOverviewChunk CAFOverviewSample CAFPacketTableHeader CAFPeakChunk CAFPositionPeak CAFRegion CAFRegionChunk \
        CAFStringID CAFStrings CAFUMIDChunk CAF_SMPTE_Time CAF_UUID_ChunkHeader CAGradientLayer \
        CAInterAppAudioSwitcherView CAInterAppAudioTransportView CAKeyframeAnimation CALayer CALayerDelegate \
        CAMediaTiming CAMediaTimingFunction CAMetalDrawable CAMetalLayer CAPropertyAnimation CAReplicatorLayer \
        CAScrollLayer CAShapeLayer CASpringAnimation CATextLayer CATiledLayer CATransaction CATransformLayer \
        CATransition CAValueFunction CA_BOXABLE CBATTRequest CBAttribute CBCentral CBCentralManager \
        CBCentralManagerDelegate CBCharacteristic CBDescriptor CBL2CAPChannel CBManager CBMutableCharacteristic \
        CBMutableDescriptor CBMutableService CBPeer CBPeripheral CBPeripheralDelegate CBPeripheralManager \
        CBPeripheralManagerDelegate CBService CBUUID CFHostClientContext CFNetServiceClientContext \
        CF_BRIDGED_MUTABLE_TYPE CF_BRIDGED_TYPE CF_RELATED_TYPE CGAffineTransform CGDataConsumerCallbacks \
        CGDataProviderDirectCallbacks CGDataProviderSequentialCallbacks CGFunctionCallbacks CGPDFArray \
        CGPDFContentStream CGPDFDictionary CGPDFObject CGPDFOperatorTable CGPDFScanner CGPDFStream CGPDFString \
        CGPathElement CGPatternCallbacks CGVector CG_BOXABLE CHHapticAdvancedPatternPlayer CHHapticDeviceCapability \
        CHHapticDynamicParameter CHHapticEngine CHHapticEvent CHHapticEventParameter CHHapticParameterAttributes \
        CHHapticParameterCurve CHHapticParameterCurveControlPoint CHHapticPattern CHHapticPatternPlayer \
        CIAccordionFoldTransition CIAffineClamp CIAffineTile CIAreaAverage CIAreaHistogram CIAreaMaximum \
        CIAreaMaximumAlpha CIAreaMinMax CIAreaMinMaxRed CIAreaMinimum CIAreaMinimumAlpha CIAreaReductionFilter \
        CIAttributedTextImageGenerator CIAztecCodeDescriptor CIAztecCodeGenerator CIBarcodeDescriptor \
        CIBarcodeGenerator CIBarsSwipeTransition CIBicubicScaleTransform CIBlendKernel CIBlendWithMask CIBloom \
        CIBokehBlur CIBoxBlur CIBumpDistortion CIBumpDistortionLinear CICMYKHalftone CICheckerboardGenerator \
        CICircleSplashDistortion CICircularScreen CICircularWrap CICode128BarcodeGenerator CIColor \
        CIColorAbsoluteDifference CIColorClamp CIColorControls CIColorCrossPolynomial CIColorCube \
        CIColorCubeWithColorSpace CIColorCubesMixedWithMask CIColorCurves CIColorInvert CIColorKernel CIColorMap \
        CIColorMatrix CIColorMonochrome CIColorPolynomial CIColorPosterize CIColorThreshold CIColorThresholdOtsu \
        CIColumnAverage CIComicEffect CICompositeOperation CIContext CIConvolution CICopyMachineTransition \
        CICoreMLModel CICrystallize CIDataMatrixCodeDescriptor CIDepthOfField CIDepthToDisparity CIDetector CIDiscBlur \
        CIDisintegrateWithMaskTransition CIDisparityToDepth CIDisplacementDistortion CIDissolveTransition CIDither \
        CIDocumentEnhancer CIDotScreen CIDroste CIEdgePreserveUpsample CIEdgeWork CIEdges CIEightfoldReflectedTile \
        CIExposureAdjust CIFaceFeature CIFalseColor CIFeature CIFilter CIFilterConstructor CIFilterGenerator \
        CIFilterShape CIFlashTransition CIFourCoordinateGeometryFilter CIFourfoldReflectedTile CIFourfoldRotatedTile \
        CIFourfoldTranslatedTile CIGaborGradients CIGammaAdjust CIGaussianBlur CIGaussianGradient CIGlassDistortion \
        CIGlassLozenge CIGlideReflectedTile CIGloom CIHatchedScreen CIHeightFieldFromMask CIHexagonalPixellate \
        CIHighlightShadowAdjust CIHistogramDisplay CIHoleDistortion CIHueAdjust CIHueSaturationValueGradient CIImage \
        CIImageAccumulator CIImageProcessorInput CIImageProcessorKernel CIImageProcessorOutput CIKMeans CIKaleidoscope \
        CIKernel CIKeystoneCorrectionCombined CIKeystoneCorrectionHorizontal CIKeystoneCorrectionVertical CILabDeltaE \
        CILanczosScaleTransform CILenticularHaloGenerator CILightTunnel CILineOverlay CILineScreen CILinearGradient \
        CILinearToSRGBToneCurve CIMaskToAlpha CIMaskedVariableBlur CIMaximumComponent CIMedian CIMeshGenerator \
        CIMinimumComponent CIMix CIModTransition CIMorphologyGradient CIMorphologyMaximum CIMorphologyMinimum \
        CIMorphologyRectangleMaximum CIMorphologyRectangleMinimum CIMotionBlur CINinePartStretched CINinePartTiled \
        CINoiseReduction CIOpTile CIPDF417BarcodeGenerator CIPDF417CodeDescriptor CIPageCurlTransition \
        CIPageCurlWithShadowTransition CIPaletteCentroid CIPalettize CIParallelogramTile CIPerspectiveCorrection \
        CIPerspectiveRotate CIPerspectiveTile CIPerspectiveTransform CIPerspectiveTransformWithExtent CIPhotoEffect \
        CIPinchDistortion CIPixellate CIPlugIn CIPlugInRegistration CIPointillize CIQRCodeDescriptor CIQRCodeFeature \
        CIQRCodeGenerator CIRadialGradient CIRandomGenerator CIRectangleFeature CIRenderDestination CIRenderInfo \
        CIRenderTask CIRippleTransition CIRoundedRectangleGenerator CIRowAverage CISRGBToneCurveToLinear CISaliencyMap \
        CISampler CISepiaTone CIShadedMaterial CISharpenLuminance CISixfoldReflectedTile CISixfoldRotatedTile \
        CISmoothLinearGradient CISpotColor CISpotLight CIStarShineGenerator CIStraighten CIStretchCrop \
        CIStripesGenerator CISunbeamsGenerator CISwipeTransition CITemperatureAndTint CITextFeature \
        CITextImageGenerator CIThermal CIToneCurve CITorusLensDistortion CITransitionFilter CITriangleKaleidoscope \
        CITriangleTile CITwelvefoldReflectedTile CITwirlDistortion CIUnsharpMask CIVector CIVibrance CIVignette \
        CIVignetteEffect CIVortexDistortion CIWarpKernel CIWhitePointAdjust CIXRay CIZoomBlur CKAcceptSharesOperation \
        CKAsset CKContainer CKDatabase CKDatabaseNotification CKDatabaseOperation CKDatabaseSubscription \
        CKDiscoverAllUserIdentitiesOperation CKDiscoverUserIdentitiesOperation CKFetchDatabaseChangesOperation \
        CKFetchNotificationChangesOperation CKFetchRecordChangesOperation CKFetchRecordZoneChangesConfiguration \
        CKFetchRecordZoneChangesOperation CKFetchRecordZoneChangesOptions CKFetchRecordZonesOperation \
        CKFetchRecordsOperation CKFetchShareMetadataOperation CKFetchShareParticipantsOperation \
        CKFetchSubscriptionsOperation CKFetchWebAuthTokenOperation CKLocationSortDescriptor \
        CKMarkNotificationsReadOperation CKModifyBadgeOperation CKModifyRecordZonesOperation CKModifyRecordsOperation \
        CKModifySubscriptionsOperation CKNotification CKNotificationID CKNotificationInfo CKOperation \
        CKOperationConfiguration CKOperationGroup CKQuery CKQueryCursor CKQueryNotification CKQueryOperation \
        CKQuerySubscription CKRecord CKRecordID CKRecordKeyValueSetting CKRecordValue CKRecordZone CKRecordZoneID \
        CKRecordZoneNotification CKRecordZoneSubscription CKReference CKServerChangeToken CKShare CKShareMetadata \
        CKShareParticipant CKSubscription CKUserIdentity CKUserIdentityLookupInfo CLBeacon CLBeaconIdentityConstraint \
        CLBeaconRegion CLCircularRegion CLFloor CLGeocoder CLHeading CLKComplication CLKComplicationDataSource \
        CLKComplicationDescriptor CLKComplicationServer CLKComplicationTemplate \
        CLKComplicationTemplateCircularSmallRingImage CLKComplicationTemplateCircularSmallRingText \
        CLKComplicationTemplateCircularSmallSimpleImage CLKComplicationTemplateCircularSmallSimpleText \
        CLKComplicationTemplateCircularSmallStackImage CLKComplicationTemplateCircularSmallStackText \
        CLKComplicationTemplateExtraLargeColumnsText CLKComplicationTemplateExtraLargeRingImage \
        CLKComplicationTemplateExtraLargeRingText CLKComplicationTemplateExtraLargeSimpleImage \
        CLKComplicationTemplateExtraLargeSimpleText CLKComplicationTemplateExtraLargeStackImage \
        CLKComplicationTemplateExtraLargeStackText CLKComplicationTemplateGraphicBezelCircularText \
        CLKComplicationTemplateGraphicCircular CLKComplicationTemplateGraphicCircularClosedGaugeImage \
        CLKComplicationTemplateGraphicCircularClosedGaugeText CLKComplicationTemplateGraphicCircularImage \
        CLKComplicationTemplateGraphicCircularOpenGaugeImage CLKComplicationTemplateGraphicCircularOpenGaugeRangeText \
        CLKComplicationTemplateGraphicCircularOpenGaugeSimpleText CLKComplicationTemplateGraphicCircularStackImage \
        CLKComplicationTemplateGraphicCircularStackText CLKComplicationTemplateGraphicCornerCircularImage \
        CLKComplicationTemplateGraphicCornerGaugeImage CLKComplicationTemplateGraphicCornerGaugeText \
        CLKComplicationTemplateGraphicCornerStackText CLKComplicationTemplateGraphicCornerTextImage \
        CLKComplicationTemplateGraphicExtraLargeCircular \
        CLKComplicationTemplateGraphicExtraLargeCircularClosedGaugeImage \
        CLKComplicationTemplateGraphicExtraLargeCircularClosedGaugeText \
        CLKComplicationTemplateGraphicExtraLargeCircularImage \
        CLKComplicationTemplateGraphicExtraLargeCircularOpenGaugeImage \
        CLKComplicationTemplateGraphicExtraLargeCircularOpenGaugeRangeText \
        CLKComplicationTemplateGraphicExtraLargeCircularOpenGaugeSimpleText \
        CLKComplicationTemplateGraphicExtraLargeCircularStackImage \
        CLKComplicationTemplateGraphicExtraLargeCircularStackText CLKComplicationTemplateGraphicRectangularFullImage \
        CLKComplicationTemplateGraphicRectangularLargeImage CLKComplicationTemplateGraphicRectangularStandardBody \
        CLKComplicationTemplateGraphicRectangularTextGauge CLKComplicationTemplateModularLargeColumns \
        CLKComplicationTemplateModularLargeStandardBody CLKComplicationTemplateModularLargeTable \
        CLKComplicationTemplateModularLargeTallBody CLKComplicationTemplateModularSmallColumnsText \
        CLKComplicationTemplateModularSmallRingImage CLKComplicationTemplateModularSmallRingText \
        CLKComplicationTemplateModularSmallSimpleImage CLKComplicationTemplateModularSmallSimpleText \
        CLKComplicationTemplateModularSmallStackImage CLKComplicationTemplateModularSmallStackText \
        CLKComplicationTemplateUtilitarianLargeFlat CLKComplicationTemplateUtilitarianSmallFlat \
        CLKComplicationTemplateUtilitarianSmallRingImage CLKComplicationTemplateUtilitarianSmallRingText \
        CLKComplicationTemplateUtilitarianSmallSquare CLKComplicationTimelineEntry CLKDateTextProvider \
        CLKFullColorImageProvider CLKGaugeProvider CLKImageProvider CLKRelativeDateTextProvider CLKSimpleGaugeProvider \
        CLKSimpleTextProvider CLKTextProvider CLKTimeIntervalGaugeProvider CLKTimeIntervalTextProvider \
        CLKTimeTextProvider CLKWatchFaceLibrary CLLocation CLLocationCoordinate2D CLLocationManager \
        CLLocationManagerDelegate CLPlacemark CLRegion CLSActivity CLSActivityItem CLSBinaryItem CLSContext \
        CLSContextProvider CLSDataStore CLSDataStoreDelegate CLSObject CLSProgressReportingCapability CLSQuantityItem \
        CLSScoreItem CLVisit CMAccelerometerData CMAltimeter CMAltitudeData CMAttitude CMDeviceMotion \
        CMDyskineticSymptomResult CMFallDetectionDelegate CMFallDetectionEvent CMFallDetectionManager CMGyroData \
        CMHeadphoneMotionManager CMHeadphoneMotionManagerDelegate CMLogItem CMMagnetometerData CMMotionActivity \
        CMMotionActivityManager CMMotionManager CMMovementDisorderManager CMPedometer CMPedometerData CMPedometerEvent \
        CMRecordedAccelerometerData CMRecordedRotationRateData CMRotationRateData CMSensorDataList CMSensorRecorder \
        CMStepCounter CMTremorResult CM_BRIDGED_TYPE CNChangeHistoryAddContactEvent CNChangeHistoryAddGroupEvent \
        CNChangeHistoryAddMemberToGroupEvent CNChangeHistoryAddSubgroupToGroupEvent CNChangeHistoryDeleteContactEvent \
        CNChangeHistoryDeleteGroupEvent CNChangeHistoryDropEverythingEvent CNChangeHistoryEvent \
        CNChangeHistoryEventVisitor CNChangeHistoryFetchRequest CNChangeHistoryRemoveMemberFromGroupEvent \
        CNChangeHistoryRemoveSubgroupFromGroupEvent CNChangeHistoryUpdateContactEvent CNChangeHistoryUpdateGroupEvent \
        CNContact CNContactFetchRequest CNContactFormatter CNContactPickerDelegate CNContactPickerViewController \
        CNContactProperty CNContactRelation CNContactStore CNContactVCardSerialization CNContactViewController \
        CNContactViewControllerDelegate CNContactsUserDefaults CNContainer CNFetchRequest CNFetchResult CNGroup \
        CNInstantMessageAddress CNKeyDescriptor CNLabeledValue CNMutableContact CNMutableGroup CNMutablePostalAddress \
        CNPhoneNumber CNPostalAddress CNPostalAddressFormatter CNSaveRequest CNSocialProfile CPActionSheetTemplate \
        CPAlertAction CPAlertTemplate CPApplicationDelegate CPBarButton CPBarButtonProviding CPButton CPContact \
        CPContactCallButton CPContactDirectionsButton CPContactMessageButton CPContactTemplate CPDashboardButton \
        CPDashboardController CPGridButton CPGridTemplate CPImageSet CPInformationItem CPInformationRatingItem \
        CPInformationTemplate CPInterfaceController CPInterfaceControllerDelegate CPListImageRowItem CPListItem \
        CPListSection CPListTemplate CPListTemplateDelegate CPListTemplateItem CPManeuver CPMapButton CPMapTemplate \
        CPMapTemplateDelegate CPMessageComposeBarButton CPMessageListItem CPMessageListItemLeadingConfiguration \
        CPMessageListItemTrailingConfiguration CPNavigationAlert CPNavigationSession CPNowPlayingAddToLibraryButton \
        CPNowPlayingButton CPNowPlayingImageButton CPNowPlayingMoreButton CPNowPlayingPlaybackRateButton \
        CPNowPlayingRepeatButton CPNowPlayingShuffleButton CPNowPlayingTemplate CPNowPlayingTemplateObserver \
        CPPointOfInterest CPPointOfInterestTemplate CPPointOfInterestTemplateDelegate CPRouteChoice CPSearchTemplate \
        CPSearchTemplateDelegate CPSelectableListItem CPSessionConfiguration CPSessionConfigurationDelegate \
        CPTabBarTemplate CPTabBarTemplateDelegate CPTemplate CPTemplateApplicationDashboardScene \
        CPTemplateApplicationDashboardSceneDelegate CPTemplateApplicationScene CPTemplateApplicationSceneDelegate \
        CPTextButton CPTravelEstimates CPTrip CPTripPreviewTextConfiguration CPVoiceControlState \
        CPVoiceControlTemplate CPWindow CSCustomAttributeKey CSIndexExtensionRequestHandler CSLocalizedString CSPerson \
        CSSearchQuery CSSearchableIndex CSSearchableIndexDelegate CSSearchableItem CSSearchableItemAttributeSet CTCall \
        CTCallCenter CTCarrier CTCellularData CTCellularPlanProvisioning CTCellularPlanProvisioningRequest \
        CTParagraphStyleSetting CTSubscriber CTSubscriberDelegate CTSubscriberInfo CTTelephonyNetworkInfo \
        CTTelephonyNetworkInfoDelegate CVPlanarComponentInfo CVPlanarPixelBufferInfo \
        CVPlanarPixelBufferInfo_YCbCrBiPlanar CVPlanarPixelBufferInfo_YCbCrPlanar CVSMPTETime CV_BRIDGED_TYPE CXAction \
        CXAnswerCallAction CXCall CXCallAction CXCallController CXCallDirectoryExtensionContext \
        CXCallDirectoryExtensionContextDelegate CXCallDirectoryManager CXCallDirectoryProvider CXCallObserver \
        CXCallObserverDelegate CXCallUpdate CXEndCallAction CXHandle CXPlayDTMFCallAction CXProvider \
        CXProviderConfiguration CXProviderDelegate CXSetGroupCallAction CXSetHeldCallAction CXSetMutedCallAction \
        CXStartCallAction CXTransaction ComponentInstanceRecord DCAppAttestService DCDevice EAAccessory \
        EAAccessoryDelegate EAAccessoryManager EAGLContext EAGLDrawable EAGLSharegroup EASession \
        EAWiFiUnconfiguredAccessory EAWiFiUnconfiguredAccessoryBrowser EAWiFiUnconfiguredAccessoryBrowserDelegate \
        EKAlarm EKCalendar EKCalendarChooser EKCalendarChooserDelegate EKCalendarItem EKEvent \
        EKEventEditViewController EKEventEditViewDelegate EKEventStore EKEventViewController EKEventViewDelegate \
        EKObject EKParticipant EKRecurrenceDayOfWeek EKRecurrenceEnd EKRecurrenceRule EKReminder EKSource \
        EKStructuredLocation ENExposureConfiguration ENExposureDaySummary ENExposureDetectionSummary ENExposureInfo \
        ENExposureSummaryItem ENExposureWindow ENManager ENScanInstance ENTemporaryExposureKey \
        EntityRotationGestureRecognizer EntityScaleGestureRecognizer EntityTranslationGestureRecognizer \
        ExtendedAudioFormatInfo ExtendedControlEvent ExtendedNoteOnEvent ExtendedTempoEvent FPUIActionExtensionContext \
        FPUIActionExtensionViewController FontVariation GCColor GCController GCControllerAxisInput \
        GCControllerButtonInput GCControllerDirectionPad GCControllerElement GCControllerTouchpad GCDevice \
        GCDeviceBattery GCDeviceCursor GCDeviceHaptics GCDeviceLight GCDirectionalGamepad GCDualShockGamepad \
        GCEventViewController GCExtendedGamepad GCExtendedGamepadSnapshot GCGamepad GCGamepadSnapshot GCKeyboard \
        GCKeyboardInput GCMicroGamepad GCMicroGamepadSnapshot GCMotion GCMouse GCMouseInput GCPhysicalInputProfile \
        GCQuaternion GCXboxGamepad GKARC4RandomSource GKAccessPoint GKAchievement GKAchievementChallenge \
        GKAchievementDescription GKAchievementViewController GKAchievementViewControllerDelegate GKAgent GKAgent2D \
        GKAgent3D GKAgentDelegate GKBasePlayer GKBehavior GKBillowNoiseSource GKBox GKChallenge \
        GKChallengeEventHandler GKChallengeEventHandlerDelegate GKChallengeListener GKCheckerboardNoiseSource \
        GKCircleObstacle GKCloudPlayer GKCoherentNoiseSource GKComponent GKComponentSystem GKCompositeBehavior \
        GKConstantNoiseSource GKCylindersNoiseSource GKDecisionNode GKDecisionTree GKEntity \
        GKFriendRequestComposeViewController GKFriendRequestComposeViewControllerDelegate \
        GKGameCenterControllerDelegate GKGameCenterViewController GKGameModel GKGameModelPlayer GKGameModelUpdate \
        GKGameSession GKGameSessionEventListener GKGameSessionSharingViewController \
        GKGameSessionSharingViewControllerDelegate GKGaussianDistribution GKGoal GKGraph GKGraphNode GKGraphNode2D \
        GKGraphNode3D GKGridGraph GKGridGraphNode GKInvite GKInviteEventListener GKLeaderboard GKLeaderboardEntry \
        GKLeaderboardScore GKLeaderboardSet GKLeaderboardViewController GKLeaderboardViewControllerDelegate \
        GKLinearCongruentialRandomSource GKLocalPlayer GKLocalPlayerListener GKMatch GKMatchDelegate GKMatchRequest \
        GKMatchmaker GKMatchmakerViewController GKMatchmakerViewControllerDelegate GKMersenneTwisterRandomSource \
        GKMeshGraph GKMinmaxStrategist GKMonteCarloStrategist GKNSPredicateRule GKNoise GKNoiseMap GKNoiseSource \
        GKNotificationBanner GKObstacle GKObstacleGraph GKOctree GKOctreeNode GKPath GKPeerPickerController \
        GKPeerPickerControllerDelegate GKPerlinNoiseSource GKPlayer GKPolygonObstacle GKQuad GKQuadtree GKQuadtreeNode \
        GKRTree GKRandom GKRandomDistribution GKRandomSource GKRidgedNoiseSource GKRule GKRuleSystem \
        GKSCNNodeComponent GKSKNodeComponent GKSavedGame GKSavedGameListener GKScene GKSceneRootNodeType GKScore \
        GKScoreChallenge GKSession GKSessionDelegate GKShuffledDistribution GKSphereObstacle GKSpheresNoiseSource \
        GKState GKStateMachine GKStrategist GKTriangle GKTurnBasedEventHandler GKTurnBasedEventListener \
        GKTurnBasedExchangeReply GKTurnBasedMatch GKTurnBasedMatchmakerViewController \
        GKTurnBasedMatchmakerViewControllerDelegate GKTurnBasedParticipant GKVoiceChat GKVoiceChatClient \
        GKVoiceChatService GKVoronoiNoiseSource GLKBaseEffect GLKEffectProperty GLKEffectPropertyFog \
        GLKEffectPropertyLight GLKEffectPropertyMaterial GLKEffectPropertyPrv GLKEffectPropertyTexture \
        GLKEffectPropertyTransform GLKMesh GLKMeshBuffer GLKMeshBufferAllocator GLKNamedEffect GLKReflectionMapEffect \
        GLKSkyboxEffect GLKSubmesh GLKTextureInfo GLKTextureLoader GLKView GLKViewController GLKViewControllerDelegate \
        GLKViewDelegate HKActivityMoveModeObject HKActivityRingView HKActivitySummary HKActivitySummaryQuery \
        HKActivitySummaryType HKAnchoredObjectQuery HKAudiogramSample HKAudiogramSampleType \
        HKAudiogramSensitivityPoint HKBiologicalSexObject HKBloodTypeObject HKCDADocument HKCDADocumentSample \
        HKCategorySample HKCategoryType HKCharacteristicType HKClinicalRecord HKClinicalType HKCorrelation \
        HKCorrelationQuery HKCorrelationType HKCumulativeQuantitySample HKCumulativeQuantitySeriesSample \
        HKDeletedObject HKDevice HKDiscreteQuantitySample HKDocumentQuery HKDocumentSample HKDocumentType \
        HKElectrocardiogram HKElectrocardiogramQuery HKElectrocardiogramType HKElectrocardiogramVoltageMeasurement \
        HKFHIRResource HKFHIRVersion HKFitzpatrickSkinTypeObject HKHealthStore HKHeartbeatSeriesBuilder \
        HKHeartbeatSeriesQuery HKHeartbeatSeriesSample HKLiveWorkoutBuilder HKLiveWorkoutBuilderDelegate \
        HKLiveWorkoutDataSource HKObject HKObjectType HKObserverQuery HKQuantity HKQuantitySample \
        HKQuantitySeriesSampleBuilder HKQuantitySeriesSampleQuery HKQuantityType HKQuery HKQueryAnchor HKSample \
        HKSampleQuery HKSampleType HKSeriesBuilder HKSeriesSample HKSeriesType HKSource HKSourceQuery HKSourceRevision \
        HKStatistics HKStatisticsCollection HKStatisticsCollectionQuery HKStatisticsQuery HKUnit HKWheelchairUseObject \
        HKWorkout HKWorkoutBuilder HKWorkoutConfiguration HKWorkoutEvent HKWorkoutRoute HKWorkoutRouteBuilder \
        HKWorkoutRouteQuery HKWorkoutSession HKWorkoutSessionDelegate HKWorkoutType HMAccessControl HMAccessory \
        HMAccessoryBrowser HMAccessoryBrowserDelegate HMAccessoryCategory HMAccessoryDelegate \
        HMAccessoryOwnershipToken HMAccessoryProfile HMAccessorySetupPayload HMAction HMActionSet \
        HMAddAccessoryRequest HMCalendarEvent HMCameraAudioControl HMCameraControl HMCameraProfile \
        HMCameraSettingsControl HMCameraSnapshot HMCameraSnapshotControl HMCameraSnapshotControlDelegate \
        HMCameraSource HMCameraStream HMCameraStreamControl HMCameraStreamControlDelegate HMCameraView \
        HMCharacteristic HMCharacteristicEvent HMCharacteristicMetadata HMCharacteristicThresholdRangeEvent \
        HMCharacteristicWriteAction HMDurationEvent HMEvent HMEventTrigger HMHome HMHomeAccessControl HMHomeDelegate \
        HMHomeManager HMHomeManagerDelegate HMLocationEvent HMMutableCalendarEvent HMMutableCharacteristicEvent \
        HMMutableCharacteristicThresholdRangeEvent HMMutableDurationEvent HMMutableLocationEvent \
        HMMutablePresenceEvent HMMutableSignificantTimeEvent HMNetworkConfigurationProfile \
        HMNetworkConfigurationProfileDelegate HMNumberRange HMPresenceEvent HMRoom HMService HMServiceGroup \
        HMSignificantTimeEvent HMTimeEvent HMTimerTrigger HMTrigger HMUser HMZone HostCallbackInfo ICCameraDevice \
        ICCameraDeviceDelegate ICCameraDeviceDownloadDelegate ICCameraFile ICCameraFolder ICCameraItem ICDevice \
        ICDeviceBrowser ICDeviceBrowserDelegate ICDeviceDelegate ICScannerBandData ICScannerDevice \
        ICScannerDeviceDelegate ICScannerFeature ICScannerFeatureBoolean ICScannerFeatureEnumeration \
        ICScannerFeatureRange ICScannerFeatureTemplate ICScannerFunctionalUnit ICScannerFunctionalUnitDocumentFeeder \
        ICScannerFunctionalUnitFlatbed ICScannerFunctionalUnitNegativeTransparency \
        ICScannerFunctionalUnitPositiveTransparency IIO_BRIDGED_TYPE ILCallClassificationRequest ILCallCommunication \
        ILClassificationRequest ILClassificationResponse ILClassificationUIExtensionContext \
        ILClassificationUIExtensionViewController ILCommunication ILMessageClassificationRequest \
        ILMessageCommunication ILMessageFilterExtension ILMessageFilterExtensionContext ILMessageFilterQueryHandling \
        ILMessageFilterQueryRequest ILMessageFilterQueryResponse ILNetworkResponse INAccountTypeResolutionResult \
        INActivateCarSignalIntent INActivateCarSignalIntentHandling INActivateCarSignalIntentResponse INAddMediaIntent \
        INAddMediaIntentHandling INAddMediaIntentResponse INAddMediaMediaDestinationResolutionResult \
        INAddMediaMediaItemResolutionResult INAddTasksIntent INAddTasksIntentHandling INAddTasksIntentResponse \
        INAddTasksTargetTaskListResolutionResult INAddTasksTemporalEventTriggerResolutionResult INAirline INAirport \
        INAirportGate INAppendToNoteIntent INAppendToNoteIntentHandling INAppendToNoteIntentResponse INBalanceAmount \
        INBalanceTypeResolutionResult INBillDetails INBillPayee INBillPayeeResolutionResult INBillTypeResolutionResult \
        INBoatReservation INBoatTrip INBookRestaurantReservationIntent INBookRestaurantReservationIntentHandling \
        INBookRestaurantReservationIntentResponse INBooleanResolutionResult INBusReservation INBusTrip \
        INCallCapabilityResolutionResult INCallDestinationTypeResolutionResult INCallRecord INCallRecordFilter \
        INCallRecordResolutionResult INCallRecordTypeOptionsResolutionResult INCallRecordTypeResolutionResult \
        INCallsDomainHandling INCancelRideIntent INCancelRideIntentHandling INCancelRideIntentResponse \
        INCancelWorkoutIntent INCancelWorkoutIntentHandling INCancelWorkoutIntentResponse INCar \
        INCarAirCirculationModeResolutionResult INCarAudioSourceResolutionResult INCarCommandsDomainHandling \
        INCarDefrosterResolutionResult INCarHeadUnit INCarPlayDomainHandling INCarSeatResolutionResult \
        INCarSignalOptionsResolutionResult INCreateNoteIntent INCreateNoteIntentHandling INCreateNoteIntentResponse \
        INCreateTaskListIntent INCreateTaskListIntentHandling INCreateTaskListIntentResponse INCurrencyAmount \
        INCurrencyAmountResolutionResult INDailyRoutineRelevanceProvider INDateComponentsRange \
        INDateComponentsRangeResolutionResult INDateComponentsResolutionResult INDateRelevanceProvider \
        INDateSearchTypeResolutionResult INDefaultCardTemplate INDeleteTasksIntent INDeleteTasksIntentHandling \
        INDeleteTasksIntentResponse INDeleteTasksTaskListResolutionResult INDeleteTasksTaskResolutionResult \
        INDoubleResolutionResult INEndWorkoutIntent INEndWorkoutIntentHandling INEndWorkoutIntentResponse \
        INEnergyResolutionResult INEnumResolutionResult INExtension INFile INFileResolutionResult INFlight \
        INFlightReservation INGetAvailableRestaurantReservationBookingDefaultsIntent \
        INGetAvailableRestaurantReservationBookingDefaultsIntentHandling \
        INGetAvailableRestaurantReservationBookingDefaultsIntentResponse \
        INGetAvailableRestaurantReservationBookingsIntent INGetAvailableRestaurantReservationBookingsIntentHandling \
        INGetAvailableRestaurantReservationBookingsIntentResponse INGetCarLockStatusIntent \
        INGetCarLockStatusIntentHandling INGetCarLockStatusIntentResponse INGetCarPowerLevelStatusIntent \
        INGetCarPowerLevelStatusIntentHandling INGetCarPowerLevelStatusIntentResponse \
        INGetCarPowerLevelStatusIntentResponseObserver INGetReservationDetailsIntent \
        INGetReservationDetailsIntentResponse INGetRestaurantGuestIntent INGetRestaurantGuestIntentHandling \
        INGetRestaurantGuestIntentResponse INGetRideStatusIntent INGetRideStatusIntentHandling \
        INGetRideStatusIntentResponse INGetRideStatusIntentResponseObserver \
        INGetUserCurrentRestaurantReservationBookingsIntent \
        INGetUserCurrentRestaurantReservationBookingsIntentHandling \
        INGetUserCurrentRestaurantReservationBookingsIntentResponse INGetVisualCodeIntent \
        INGetVisualCodeIntentHandling INGetVisualCodeIntentResponse INImage INImageNoteContent \
        INIntegerResolutionResult INIntent INIntentHandlerProviding INIntentResolutionResult INIntentResponse \
        INInteraction INLengthResolutionResult INListCarsIntent INListCarsIntentHandling INListCarsIntentResponse \
        INListRideOptionsIntent INListRideOptionsIntentHandling INListRideOptionsIntentResponse \
        INLocationRelevanceProvider INLocationSearchTypeResolutionResult INLodgingReservation INMassResolutionResult \
        INMediaAffinityTypeResolutionResult INMediaDestination INMediaDestinationResolutionResult INMediaItem \
        INMediaItemResolutionResult INMediaSearch INMediaUserContext INMessage \
        INMessageAttributeOptionsResolutionResult INMessageAttributeResolutionResult INMessagesDomainHandling INNote \
        INNoteContent INNoteContentResolutionResult INNoteContentTypeResolutionResult INNoteResolutionResult \
        INNotebookDomainHandling INNotebookItemTypeResolutionResult INObject INObjectCollection \
        INObjectResolutionResult INObjectSection INOutgoingMessageTypeResolutionResult INParameter \
        INPauseWorkoutIntent INPauseWorkoutIntentHandling INPauseWorkoutIntentResponse INPayBillIntent \
        INPayBillIntentHandling INPayBillIntentResponse INPaymentAccount INPaymentAccountResolutionResult \
        INPaymentAmount INPaymentAmountResolutionResult INPaymentMethod INPaymentMethodResolutionResult \
        INPaymentRecord INPaymentStatusResolutionResult INPaymentsDomainHandling INPerson INPersonHandle \
        INPersonResolutionResult INPhotosDomainHandling INPlacemarkResolutionResult INPlayMediaIntent \
        INPlayMediaIntentHandling INPlayMediaIntentResponse INPlayMediaMediaItemResolutionResult \
        INPlayMediaPlaybackSpeedResolutionResult INPlaybackQueueLocationResolutionResult \
        INPlaybackRepeatModeResolutionResult INPreferences INPriceRange INRadioDomainHandling \
        INRadioTypeResolutionResult INRecurrenceRule INRelativeReferenceResolutionResult \
        INRelativeSettingResolutionResult INRelevanceProvider INRelevantShortcut INRelevantShortcutStore INRentalCar \
        INRentalCarReservation INRequestPaymentCurrencyAmountResolutionResult INRequestPaymentIntent \
        INRequestPaymentIntentHandling INRequestPaymentIntentResponse INRequestPaymentPayerResolutionResult \
        INRequestRideIntent INRequestRideIntentHandling INRequestRideIntentResponse INReservation INReservationAction \
        INRestaurant INRestaurantGuest INRestaurantGuestDisplayPreferences INRestaurantGuestResolutionResult \
        INRestaurantOffer INRestaurantReservation INRestaurantReservationBooking INRestaurantReservationUserBooking \
        INRestaurantResolutionResult INResumeWorkoutIntent INResumeWorkoutIntentHandling INResumeWorkoutIntentResponse \
        INRideCompletionStatus INRideDriver INRideFareLineItem INRideOption INRidePartySizeOption INRideStatus \
        INRideVehicle INRidesharingDomainHandling INSaveProfileInCarIntent INSaveProfileInCarIntentHandling \
        INSaveProfileInCarIntentResponse INSearchCallHistoryIntent INSearchCallHistoryIntentHandling \
        INSearchCallHistoryIntentResponse INSearchForAccountsIntent INSearchForAccountsIntentHandling \
        INSearchForAccountsIntentResponse INSearchForBillsIntent INSearchForBillsIntentHandling \
        INSearchForBillsIntentResponse INSearchForMediaIntent INSearchForMediaIntentHandling \
        INSearchForMediaIntentResponse INSearchForMediaMediaItemResolutionResult INSearchForMessagesIntent \
        INSearchForMessagesIntentHandling INSearchForMessagesIntentResponse INSearchForNotebookItemsIntent \
        INSearchForNotebookItemsIntentHandling INSearchForNotebookItemsIntentResponse INSearchForPhotosIntent \
        INSearchForPhotosIntentHandling INSearchForPhotosIntentResponse INSeat INSendMessageAttachment \
        INSendMessageIntent INSendMessageIntentHandling INSendMessageIntentResponse \
        INSendMessageRecipientResolutionResult INSendPaymentCurrencyAmountResolutionResult INSendPaymentIntent \
        INSendPaymentIntentHandling INSendPaymentIntentResponse INSendPaymentPayeeResolutionResult \
        INSendRideFeedbackIntent INSendRideFeedbackIntentHandling INSendRideFeedbackIntentResponse \
        INSetAudioSourceInCarIntent INSetAudioSourceInCarIntentHandling INSetAudioSourceInCarIntentResponse \
        INSetCarLockStatusIntent INSetCarLockStatusIntentHandling INSetCarLockStatusIntentResponse \
        INSetClimateSettingsInCarIntent INSetClimateSettingsInCarIntentHandling \
        INSetClimateSettingsInCarIntentResponse INSetDefrosterSettingsInCarIntent \
        INSetDefrosterSettingsInCarIntentHandling INSetDefrosterSettingsInCarIntentResponse \
        INSetMessageAttributeIntent INSetMessageAttributeIntentHandling INSetMessageAttributeIntentResponse \
        INSetProfileInCarIntent INSetProfileInCarIntentHandling INSetProfileInCarIntentResponse \
        INSetRadioStationIntent INSetRadioStationIntentHandling INSetRadioStationIntentResponse \
        INSetSeatSettingsInCarIntent INSetSeatSettingsInCarIntentHandling INSetSeatSettingsInCarIntentResponse \
        INSetTaskAttributeIntent INSetTaskAttributeIntentHandling INSetTaskAttributeIntentResponse \
        INSetTaskAttributeTemporalEventTriggerResolutionResult INShortcut INSnoozeTasksIntent \
        INSnoozeTasksIntentHandling INSnoozeTasksIntentResponse INSnoozeTasksTaskResolutionResult \
        INSpatialEventTrigger INSpatialEventTriggerResolutionResult INSpeakable INSpeakableString \
        INSpeakableStringResolutionResult INSpeedResolutionResult INStartAudioCallIntent \
        INStartAudioCallIntentHandling INStartAudioCallIntentResponse INStartCallCallCapabilityResolutionResult \
        INStartCallCallRecordToCallBackResolutionResult INStartCallContactResolutionResult INStartCallIntent \
        INStartCallIntentHandling INStartCallIntentResponse INStartPhotoPlaybackIntent \
        INStartPhotoPlaybackIntentHandling INStartPhotoPlaybackIntentResponse INStartVideoCallIntent \
        INStartVideoCallIntentHandling INStartVideoCallIntentResponse INStartWorkoutIntent \
        INStartWorkoutIntentHandling INStartWorkoutIntentResponse INStringResolutionResult INTask INTaskList \
        INTaskListResolutionResult INTaskPriorityResolutionResult INTaskResolutionResult INTaskStatusResolutionResult \
        INTemperatureResolutionResult INTemporalEventTrigger INTemporalEventTriggerResolutionResult \
        INTemporalEventTriggerTypeOptionsResolutionResult INTermsAndConditions INTextNoteContent INTicketedEvent \
        INTicketedEventReservation INTimeIntervalResolutionResult INTrainReservation INTrainTrip INTransferMoneyIntent \
        INTransferMoneyIntentHandling INTransferMoneyIntentResponse INUIAddVoiceShortcutButton \
        INUIAddVoiceShortcutButtonDelegate INUIAddVoiceShortcutViewController \
        INUIAddVoiceShortcutViewControllerDelegate INUIEditVoiceShortcutViewController \
        INUIEditVoiceShortcutViewControllerDelegate INUIHostedViewControlling INUIHostedViewSiriProviding \
        INURLResolutionResult INUpcomingMediaManager INUpdateMediaAffinityIntent INUpdateMediaAffinityIntentHandling \
        INUpdateMediaAffinityIntentResponse INUpdateMediaAffinityMediaItemResolutionResult INUserContext \
        INVisualCodeDomainHandling INVisualCodeTypeResolutionResult INVocabulary INVoiceShortcut INVoiceShortcutCenter \
        INVolumeResolutionResult INWorkoutGoalUnitTypeResolutionResult INWorkoutLocationTypeResolutionResult \
        INWorkoutsDomainHandling IOSurface IUnknownVTbl JSContext JSExport JSManagedValue JSValue JSVirtualMachine \
        JustDirectionTable JustPCAction JustPCActionSubrecord JustPCConditionalAddAction JustPCDecompositionAction \
        JustPCDuctilityAction JustPCGlyphRepeatAddAction JustPostcompTable JustTable JustWidthDeltaEntry \
        JustWidthDeltaGroup KernIndexArrayHeader KernKerningPair KernOffsetTable KernOrderedListEntry \
        KernOrderedListHeader KernSimpleArrayHeader KernStateEntry KernStateHeader KernSubtableHeader KernTableHeader \
        KernVersion0Header KernVersion0SubtableHeader KerxAnchorPointAction KerxControlPointAction \
        KerxControlPointEntry KerxControlPointHeader KerxCoordinateAction KerxIndexArrayHeader KerxKerningPair \
        KerxOrderedListEntry KerxOrderedListHeader KerxSimpleArrayHeader KerxStateEntry KerxStateHeader \
        KerxSubtableHeader KerxTableHeader LAContext LPLinkMetadata LPLinkView LPMetadataProvider LcarCaretClassEntry \
        LcarCaretTable LtagStringRange LtagTable MCAdvertiserAssistant MCAdvertiserAssistantDelegate \
        MCBrowserViewController MCBrowserViewControllerDelegate MCNearbyServiceAdvertiser \
        MCNearbyServiceAdvertiserDelegate MCNearbyServiceBrowser MCNearbyServiceBrowserDelegate MCPeerID MCSession \
        MCSessionDelegate MDLAnimatedMatrix4x4 MDLAnimatedQuaternion MDLAnimatedQuaternionArray MDLAnimatedScalar \
        MDLAnimatedScalarArray MDLAnimatedValue MDLAnimatedVector2 MDLAnimatedVector3 MDLAnimatedVector3Array \
        MDLAnimatedVector4 MDLAnimationBindComponent MDLAreaLight MDLAsset MDLAssetResolver MDLBundleAssetResolver \
        MDLCamera MDLCheckerboardTexture MDLColorSwatchTexture MDLComponent MDLJointAnimation MDLLight MDLLightProbe \
        MDLLightProbeIrradianceDataSource MDLMaterial MDLMaterialProperty MDLMaterialPropertyConnection \
        MDLMaterialPropertyGraph MDLMaterialPropertyNode MDLMatrix4x4Array MDLMesh MDLMeshBuffer \
        MDLMeshBufferAllocator MDLMeshBufferData MDLMeshBufferDataAllocator MDLMeshBufferMap MDLMeshBufferZone \
        MDLMeshBufferZoneDefault MDLNamed MDLNoiseTexture MDLNormalMapTexture MDLObject MDLObjectContainer \
        MDLObjectContainerComponent MDLPackedJointAnimation MDLPathAssetResolver MDLPhotometricLight \
        MDLPhysicallyPlausibleLight MDLPhysicallyPlausibleScatteringFunction MDLRelativeAssetResolver \
        MDLScatteringFunction MDLSkeleton MDLSkyCubeTexture MDLStereoscopicCamera MDLSubmesh MDLSubmeshTopology \
        MDLTexture MDLTextureFilter MDLTextureSampler MDLTransform MDLTransformComponent MDLTransformMatrixOp \
        MDLTransformOp MDLTransformOrientOp MDLTransformRotateOp MDLTransformRotateXOp MDLTransformRotateYOp \
        MDLTransformRotateZOp MDLTransformScaleOp MDLTransformStack MDLTransformTranslateOp MDLURLTexture \
        MDLVertexAttribute MDLVertexAttributeData MDLVertexBufferLayout MDLVertexDescriptor MDLVoxelArray \
        MDL_CLASS_EXPORT MFMailComposeViewController MFMailComposeViewControllerDelegate \
        MFMessageComposeViewController MFMessageComposeViewControllerDelegate MIDICIDeviceIdentification \
        MIDICIDeviceInfo MIDICIDiscoveredNode MIDICIDiscoveryManager MIDICIProfile MIDICIProfileResponderDelegate \
        MIDICIProfileState MIDICIResponder MIDICISession MIDIChannelMessage MIDIControlTransform MIDIDriverInterface \
        MIDIEventList MIDIEventPacket MIDIIOErrorNotification MIDIMessage_128 MIDIMessage_64 MIDIMessage_96 \
        MIDIMetaEvent MIDINetworkConnection MIDINetworkHost MIDINetworkSession MIDINoteMessage MIDINotification \
        MIDIObjectAddRemoveNotification MIDIObjectPropertyChangeNotification MIDIPacket MIDIPacketList MIDIRawData \
        MIDISysexSendRequest MIDIThruConnectionEndpoint MIDIThruConnectionParams MIDITransform MIDIValueMap \
        MKAnnotation MKAnnotationView MKCircle MKCircleRenderer MKCircleView MKClusterAnnotation MKCompassButton \
        MKDirections MKDirectionsRequest MKDirectionsResponse MKDistanceFormatter MKETAResponse MKGeoJSONDecoder \
        MKGeoJSONFeature MKGeoJSONObject MKGeodesicPolyline MKGradientPolylineRenderer MKLocalPointsOfInterestRequest \
        MKLocalSearch MKLocalSearchCompleter MKLocalSearchCompleterDelegate MKLocalSearchCompletion \
        MKLocalSearchRequest MKLocalSearchResponse MKMapCamera MKMapCameraBoundary MKMapCameraZoomRange MKMapItem \
        MKMapSnapshot MKMapSnapshotOptions MKMapSnapshotter MKMapView MKMapViewDelegate MKMarkerAnnotationView \
        MKMultiPoint MKMultiPolygon MKMultiPolygonRenderer MKMultiPolyline MKMultiPolylineRenderer MKOverlay \
        MKOverlayPathRenderer MKOverlayPathView MKOverlayRenderer MKOverlayView MKPinAnnotationView MKPitchControl \
        MKPlacemark MKPointAnnotation MKPointOfInterestFilter MKPolygon MKPolygonRenderer MKPolygonView MKPolyline \
        MKPolylineRenderer MKPolylineView MKReverseGeocoder MKReverseGeocoderDelegate MKRoute MKRouteStep MKScaleView \
        MKShape MKTileOverlay MKTileOverlayRenderer MKUserLocation MKUserLocationView MKUserTrackingBarButtonItem \
        MKUserTrackingButton MKZoomControl MLArrayBatchProvider MLBatchProvider MLCActivationDescriptor \
        MLCActivationLayer MLCArithmeticLayer MLCBatchNormalizationLayer MLCConcatenationLayer \
        MLCConvolutionDescriptor MLCConvolutionLayer MLCDevice MLCDropoutLayer MLCEmbeddingDescriptor \
        MLCEmbeddingLayer MLCFullyConnectedLayer MLCGramMatrixLayer MLCGraph MLCGroupNormalizationLayer \
        MLCInferenceGraph MLCInstanceNormalizationLayer MLCLSTMDescriptor MLCLSTMLayer MLCLayer \
        MLCLayerNormalizationLayer MLCLossDescriptor MLCLossLayer MLCMatMulDescriptor MLCMatMulLayer \
        MLCMultiheadAttentionDescriptor MLCMultiheadAttentionLayer MLCPaddingLayer MLCPoolingDescriptor \
        MLCPoolingLayer MLCReductionLayer MLCReshapeLayer MLCSliceLayer MLCSoftmaxLayer MLCSplitLayer MLCTensor \
        MLCTensorData MLCTensorDescriptor MLCTensorOptimizerDeviceData MLCTensorParameter MLCTrainingGraph \
        MLCTransposeLayer MLCUpsampleLayer MLCYOLOLossDescriptor MLCYOLOLossLayer MLCustomLayer MLCustomModel \
        MLDictionaryConstraint MLDictionaryFeatureProvider MLFeatureDescription MLFeatureProvider MLFeatureValue \
        MLImageConstraint MLImageSize MLImageSizeConstraint MLKey MLMetricKey MLModel MLModelCollection \
        MLModelCollectionEntry MLModelConfiguration MLModelDescription MLMultiArray MLMultiArrayConstraint \
        MLMultiArrayShapeConstraint MLNumericConstraint MLParameterDescription MLParameterKey MLPredictionOptions \
        MLSequence MLSequenceConstraint MLTask MLUpdateContext MLUpdateProgressHandlers MLUpdateTask MLWritable \
        MPChangeLanguageOptionCommandEvent MPChangePlaybackPositionCommand MPChangePlaybackPositionCommandEvent \
        MPChangePlaybackRateCommand MPChangePlaybackRateCommandEvent MPChangeRepeatModeCommand \
        MPChangeRepeatModeCommandEvent MPChangeShuffleModeCommand MPChangeShuffleModeCommandEvent MPContentItem \
        MPFeedbackCommand MPFeedbackCommandEvent MPMediaEntity MPMediaItem MPMediaItemArtwork MPMediaItemCollection \
        MPMediaLibrary MPMediaPickerController MPMediaPickerControllerDelegate MPMediaPlayback MPMediaPlaylist \
        MPMediaPlaylistCreationMetadata MPMediaPredicate MPMediaPropertyPredicate MPMediaQuery MPMediaQuerySection \
        MPMovieAccessLog MPMovieAccessLogEvent MPMovieErrorLog MPMovieErrorLogEvent MPMoviePlayerController \
        MPMoviePlayerViewController MPMusicPlayerApplicationController MPMusicPlayerController \
        MPMusicPlayerControllerMutableQueue MPMusicPlayerControllerQueue MPMusicPlayerMediaItemQueueDescriptor \
        MPMusicPlayerPlayParameters MPMusicPlayerPlayParametersQueueDescriptor MPMusicPlayerQueueDescriptor \
        MPMusicPlayerStoreQueueDescriptor MPNowPlayingInfoCenter MPNowPlayingInfoLanguageOption \
        MPNowPlayingInfoLanguageOptionGroup MPNowPlayingSession MPNowPlayingSessionDelegate \
        MPPlayableContentDataSource MPPlayableContentDelegate MPPlayableContentManager MPPlayableContentManagerContext \
        MPRatingCommand MPRatingCommandEvent MPRemoteCommand MPRemoteCommandCenter MPRemoteCommandEvent \
        MPSDeviceOptions MPSGraph MPSGraphConvolution2DOpDescriptor MPSGraphDepthwiseConvolution2DOpDescriptor \
        MPSGraphDevice MPSGraphExecutionDescriptor MPSGraphOperation MPSGraphPooling2DOpDescriptor MPSGraphShapedType \
        MPSGraphTensor MPSGraphTensorData MPSGraphVariableOp MPSeekCommandEvent MPSkipIntervalCommand \
        MPSkipIntervalCommandEvent MPSystemMusicPlayerController MPTimedMetadata MPVolumeView \
        MSAuthenticationPresentationContext MSConversation MSMessage MSMessageLayout MSMessageLiveLayout \
        MSMessageTemplateLayout MSMessagesAppTranscriptPresentation MSMessagesAppViewController MSServiceAccount \
        MSSession MSSetupSession MSSticker MSStickerBrowserView MSStickerBrowserViewController \
        MSStickerBrowserViewDataSource MSStickerView MTKMesh MTKMeshBuffer MTKMeshBufferAllocator MTKSubmesh \
        MTKTextureLoader MTKView MTKViewDelegate MTLAccelerationStructure \
        MTLAccelerationStructureBoundingBoxGeometryDescriptor MTLAccelerationStructureCommandEncoder \
        MTLAccelerationStructureDescriptor MTLAccelerationStructureGeometryDescriptor \
        MTLAccelerationStructureTriangleGeometryDescriptor MTLArgument MTLArgumentDescriptor MTLArgumentEncoder \
        MTLArrayType MTLAttribute MTLAttributeDescriptor MTLAttributeDescriptorArray MTLBinaryArchive \
        MTLBinaryArchiveDescriptor MTLBlitCommandEncoder MTLBlitPassDescriptor \
        MTLBlitPassSampleBufferAttachmentDescriptor MTLBlitPassSampleBufferAttachmentDescriptorArray MTLBuffer \
        MTLBufferLayoutDescriptor MTLBufferLayoutDescriptorArray MTLCaptureDescriptor MTLCaptureManager \
        MTLCaptureScope MTLCommandBuffer MTLCommandBufferDescriptor MTLCommandBufferEncoderInfo MTLCommandEncoder \
        MTLCommandQueue MTLCompileOptions MTLComputeCommandEncoder MTLComputePassDescriptor \
        MTLComputePassSampleBufferAttachmentDescriptor MTLComputePassSampleBufferAttachmentDescriptorArray \
        MTLComputePipelineDescriptor MTLComputePipelineReflection MTLComputePipelineState MTLCounter \
        MTLCounterSampleBuffer MTLCounterSampleBufferDescriptor MTLCounterSet MTLDepthStencilDescriptor \
        MTLDepthStencilState MTLDevice MTLDrawable MTLDynamicLibrary MTLEvent MTLFence MTLFunction MTLFunctionConstant \
        MTLFunctionConstantValues MTLFunctionDescriptor MTLFunctionHandle MTLFunctionLog MTLFunctionLogDebugLocation \
        MTLHeap MTLHeapDescriptor MTLIndirectCommandBuffer MTLIndirectCommandBufferDescriptor \
        MTLIndirectComputeCommand MTLIndirectComputeCommandEncoder MTLIndirectRenderCommand \
        MTLIndirectRenderCommandEncoder MTLInstanceAccelerationStructureDescriptor MTLIntersectionFunctionDescriptor \
        MTLIntersectionFunctionTable MTLIntersectionFunctionTableDescriptor MTLLibrary MTLLinkedFunctions \
        MTLLogContainer MTLParallelRenderCommandEncoder MTLPipelineBufferDescriptor MTLPipelineBufferDescriptorArray \
        MTLPointerType MTLPrimitiveAccelerationStructureDescriptor MTLRasterizationRateLayerArray \
        MTLRasterizationRateLayerDescriptor MTLRasterizationRateMap MTLRasterizationRateMapDescriptor \
        MTLRasterizationRateSampleArray MTLRenderCommandEncoder MTLRenderPassAttachmentDescriptor \
        MTLRenderPassColorAttachmentDescriptor MTLRenderPassColorAttachmentDescriptorArray \
        MTLRenderPassDepthAttachmentDescriptor MTLRenderPassDescriptor MTLRenderPassSampleBufferAttachmentDescriptor \
        MTLRenderPassSampleBufferAttachmentDescriptorArray MTLRenderPassStencilAttachmentDescriptor \
        MTLRenderPipelineColorAttachmentDescriptor MTLRenderPipelineColorAttachmentDescriptorArray \
        MTLRenderPipelineDescriptor MTLRenderPipelineReflection MTLRenderPipelineState MTLResource \
        MTLResourceStateCommandEncoder MTLResourceStatePassDescriptor \
        MTLResourceStatePassSampleBufferAttachmentDescriptor MTLResourceStatePassSampleBufferAttachmentDescriptorArray \
        MTLSamplerDescriptor MTLSamplerState MTLSharedEvent MTLSharedEventHandle MTLSharedEventListener \
        MTLSharedTextureHandle MTLStageInputOutputDescriptor MTLStencilDescriptor MTLStructMember MTLStructType \
        MTLTexture MTLTextureDescriptor MTLTextureReferenceType MTLTileRenderPipelineColorAttachmentDescriptor \
        MTLTileRenderPipelineColorAttachmentDescriptorArray MTLTileRenderPipelineDescriptor MTLType MTLVertexAttribute \
        MTLVertexAttributeDescriptor MTLVertexAttributeDescriptorArray MTLVertexBufferLayoutDescriptor \
        MTLVertexBufferLayoutDescriptorArray MTLVertexDescriptor MTLVisibleFunctionTable \
        MTLVisibleFunctionTableDescriptor MXAnimationMetric MXAppExitMetric MXAppLaunchMetric \
        MXAppResponsivenessMetric MXAppRunTimeMetric MXAverage MXBackgroundExitData MXCPUExceptionDiagnostic \
        MXCPUMetric MXCallStackTree MXCellularConditionMetric MXCrashDiagnostic MXDiagnostic MXDiagnosticPayload \
        MXDiskIOMetric MXDiskWriteExceptionDiagnostic MXDisplayMetric MXForegroundExitData MXGPUMetric \
        MXHangDiagnostic MXHistogram MXHistogramBucket MXLocationActivityMetric MXMemoryMetric MXMetaData MXMetric \
        MXMetricManager MXMetricManagerSubscriber MXMetricPayload MXNetworkTransferMetric MXSignpostIntervalData \
        MXSignpostMetric MXUnitAveragePixelLuminance MXUnitSignalBars MixerDistanceParams MortChain \
        MortContextualSubtable MortFeatureEntry MortInsertionSubtable MortLigatureSubtable MortRearrangementSubtable \
        MortSubtable MortSwashSubtable MortTable MorxChain MorxContextualSubtable MorxInsertionSubtable \
        MorxLigatureSubtable MorxRearrangementSubtable MorxSubtable MorxTable MusicDeviceNoteParams \
        MusicDeviceStdNoteParams MusicEventUserData MusicTrackLoopInfo MyClass MyClassJavaScriptMethods \
        NCWidgetController NCWidgetProviding NEAppProxyFlow NEAppProxyProvider NEAppProxyProviderManager \
        NEAppProxyTCPFlow NEAppProxyUDPFlow NEAppPushDelegate NEAppPushManager NEAppPushProvider NEAppRule \
        NEDNSOverHTTPSSettings NEDNSOverTLSSettings NEDNSProxyManager NEDNSProxyProvider NEDNSProxyProviderProtocol \
        NEDNSSettings NEDNSSettingsManager NEEvaluateConnectionRule NEFilterBrowserFlow NEFilterControlProvider \
        NEFilterControlVerdict NEFilterDataProvider NEFilterDataVerdict NEFilterFlow NEFilterManager \
        NEFilterNewFlowVerdict NEFilterPacketContext NEFilterPacketProvider NEFilterProvider \
        NEFilterProviderConfiguration NEFilterRemediationVerdict NEFilterReport NEFilterRule NEFilterSettings \
        NEFilterSocketFlow NEFilterVerdict NEFlowMetaData NEHotspotConfiguration NEHotspotConfigurationManager \
        NEHotspotEAPSettings NEHotspotHS20Settings NEHotspotHelper NEHotspotHelperCommand NEHotspotHelperResponse \
        NEHotspotNetwork NEIPv4Route NEIPv4Settings NEIPv6Route NEIPv6Settings NENetworkRule NEOnDemandRule \
        NEOnDemandRuleConnect NEOnDemandRuleDisconnect NEOnDemandRuleEvaluateConnection NEOnDemandRuleIgnore NEPacket \
        NEPacketTunnelFlow NEPacketTunnelNetworkSettings NEPacketTunnelProvider NEProvider NEProxyServer \
        NEProxySettings NETransparentProxyManager NETransparentProxyNetworkSettings NETransparentProxyProvider \
        NETunnelNetworkSettings NETunnelProvider NETunnelProviderManager NETunnelProviderProtocol \
        NETunnelProviderSession NEVPNConnection NEVPNIKEv2SecurityAssociationParameters NEVPNManager NEVPNProtocol \
        NEVPNProtocolIKEv2 NEVPNProtocolIPSec NFCFeliCaTag NFCISO15693CustomCommandConfiguration \
        NFCISO15693ReadMultipleBlocksConfiguration NFCISO15693ReaderSession NFCISO15693Tag NFCISO7816APDU \
        NFCISO7816Tag NFCMiFareTag NFCNDEFMessage NFCNDEFPayload NFCNDEFReaderSession NFCNDEFReaderSessionDelegate \
        NFCNDEFTag NFCReaderSession NFCReaderSessionDelegate NFCTag NFCTagCommandConfiguration NFCTagReaderSession \
        NFCTagReaderSessionDelegate NFCVASCommandConfiguration NFCVASReaderSession NFCVASReaderSessionDelegate \
        NFCVASResponse NIConfiguration NIDiscoveryToken NINearbyObject NINearbyPeerConfiguration NISession \
        NISessionDelegate NKAssetDownload NKIssue NKLibrary NLEmbedding NLGazetteer NLLanguageRecognizer NLModel \
        NLModelConfiguration NLTagger NLTokenizer NSArray NSAssertionHandler NSAsynchronousFetchRequest \
        NSAsynchronousFetchResult NSAtomicStore NSAtomicStoreCacheNode NSAttributeDescription NSAttributedString \
        NSAutoreleasePool NSBatchDeleteRequest NSBatchDeleteResult NSBatchInsertRequest NSBatchInsertResult \
        NSBatchUpdateRequest NSBatchUpdateResult NSBlockOperation NSBundle NSBundleResourceRequest \
        NSByteCountFormatter NSCache NSCacheDelegate NSCachedURLResponse NSCalendar NSCharacterSet NSCoder NSCoding \
        NSCollectionLayoutAnchor NSCollectionLayoutBoundarySupplementaryItem NSCollectionLayoutContainer \
        NSCollectionLayoutDecorationItem NSCollectionLayoutDimension NSCollectionLayoutEdgeSpacing \
        NSCollectionLayoutEnvironment NSCollectionLayoutGroup NSCollectionLayoutGroupCustomItem NSCollectionLayoutItem \
        NSCollectionLayoutSection NSCollectionLayoutSize NSCollectionLayoutSpacing NSCollectionLayoutSupplementaryItem \
        NSCollectionLayoutVisibleItem NSComparisonPredicate NSCompoundPredicate NSCondition NSConditionLock \
        NSConstantString NSConstraintConflict NSCopying NSCoreDataCoreSpotlightDelegate NSCountedSet NSData \
        NSDataAsset NSDataDetector NSDate NSDateComponents NSDateComponentsFormatter NSDateFormatter NSDateInterval \
        NSDateIntervalFormatter NSDecimalNumber NSDecimalNumberBehaviors NSDecimalNumberHandler \
        NSDerivedAttributeDescription NSDictionary NSDiffableDataSourceSectionSnapshot \
        NSDiffableDataSourceSectionTransaction NSDiffableDataSourceSnapshot NSDiffableDataSourceTransaction \
        NSDimension NSDirectoryEnumerator NSDiscardableContent NSEnergyFormatter NSEntityDescription NSEntityMapping \
        NSEntityMigrationPolicy NSEnumerator NSError NSEvent NSException NSExpression NSExpressionDescription \
        NSExtensionContext NSExtensionItem NSExtensionRequestHandling NSFastEnumeration NSFetchIndexDescription \
        NSFetchIndexElementDescription NSFetchRequest NSFetchRequestExpression NSFetchRequestResult \
        NSFetchedPropertyDescription NSFetchedResultsController NSFetchedResultsControllerDelegate \
        NSFetchedResultsSectionInfo NSFileAccessIntent NSFileCoordinator NSFileHandle NSFileManager \
        NSFileManagerDelegate NSFilePresenter NSFileProviderChangeObserver NSFileProviderDomain \
        NSFileProviderEnumerationObserver NSFileProviderEnumerator NSFileProviderExtension NSFileProviderItem \
        NSFileProviderManager NSFileProviderService NSFileProviderServiceSource NSFileSecurity NSFileVersion \
        NSFileWrapper NSFormatter NSHTTPCookie NSHTTPCookieStorage NSHTTPURLResponse NSHashTable \
        NSISO8601DateFormatter NSIncrementalStore NSIncrementalStoreNode NSIndexPath NSIndexSet NSInputStream \
        NSInvocation NSInvocationOperation NSItemProvider NSItemProviderReading NSItemProviderWriting \
        NSJSONSerialization NSKeyedArchiver NSKeyedArchiverDelegate NSKeyedUnarchiver NSKeyedUnarchiverDelegate \
        NSLayoutAnchor NSLayoutConstraint NSLayoutDimension NSLayoutManager NSLayoutManagerDelegate \
        NSLayoutXAxisAnchor NSLayoutYAxisAnchor NSLengthFormatter NSLinguisticTagger NSListFormatter NSLocale NSLock \
        NSLocking NSMachPort NSMachPortDelegate NSManagedObject NSManagedObjectContext NSManagedObjectID \
        NSManagedObjectModel NSMapTable NSMappingModel NSMassFormatter NSMeasurement NSMeasurementFormatter \
        NSMenuToolbarItem NSMergeConflict NSMergePolicy NSMessagePort NSMetadataItem NSMetadataQuery \
        NSMetadataQueryAttributeValueTuple NSMetadataQueryDelegate NSMetadataQueryResultGroup NSMethodSignature \
        NSMigrationManager NSMutableArray NSMutableAttributedString NSMutableCharacterSet NSMutableCopying \
        NSMutableData NSMutableDictionary NSMutableIndexSet NSMutableOrderedSet NSMutableParagraphStyle NSMutableSet \
        NSMutableString NSMutableURLRequest NSNetService NSNetServiceBrowser NSNetServiceBrowserDelegate \
        NSNetServiceDelegate NSNotification NSNotificationCenter NSNotificationQueue NSNull NSNumber NSNumberFormatter \
        NSObject NSOperation NSOperationQueue NSOrderedCollectionChange NSOrderedCollectionDifference NSOrderedSet \
        NSOrthography NSOutputStream NSParagraphStyle NSPersistentCloudKitContainer NSPersistentCloudKitContainerEvent \
        NSPersistentCloudKitContainerEventRequest NSPersistentCloudKitContainerEventResult \
        NSPersistentCloudKitContainerOptions NSPersistentContainer NSPersistentHistoryChange \
        NSPersistentHistoryChangeRequest NSPersistentHistoryResult NSPersistentHistoryToken \
        NSPersistentHistoryTransaction NSPersistentStore NSPersistentStoreAsynchronousResult \
        NSPersistentStoreCoordinator NSPersistentStoreDescription NSPersistentStoreRequest NSPersistentStoreResult \
        NSPersonNameComponents NSPersonNameComponentsFormatter NSPipe NSPointerArray NSPointerFunctions NSPort \
        NSPortDelegate NSPredicate NSProcessInfo NSProgress NSProgressReporting NSPropertyDescription \
        NSPropertyListSerialization NSPropertyMapping NSProxy NSPurgeableData NSQueryGenerationToken NSRecursiveLock \
        NSRegularExpression NSRelationshipDescription NSRelativeDateTimeFormatter NSRunLoop NSSaveChangesRequest \
        NSScanner NSSecureCoding NSSecureUnarchiveFromDataTransformer NSSet NSShadow NSSharingServicePickerToolbarItem \
        NSSharingServicePickerTouchBarItem NSSimpleCString NSSocketPort NSSortDescriptor NSStream NSStreamDelegate \
        NSString NSStringDrawingContext NSTextAttachment NSTextAttachmentContainer NSTextCheckingResult \
        NSTextContainer NSTextLayoutOrientationProvider NSTextStorage NSTextStorageDelegate NSTextTab NSThread \
        NSTimeZone NSTimer NSToolbarItem NSURL NSURLAuthenticationChallenge NSURLAuthenticationChallengeSender \
        NSURLCache NSURLComponents NSURLConnection NSURLConnectionDataDelegate NSURLConnectionDelegate \
        NSURLConnectionDownloadDelegate NSURLCredential NSURLCredentialStorage NSURLProtectionSpace NSURLProtocol \
        NSURLProtocolClient NSURLQueryItem NSURLRequest NSURLResponse NSURLSession NSURLSessionConfiguration \
        NSURLSessionDataDelegate NSURLSessionDataTask NSURLSessionDelegate NSURLSessionDownloadDelegate \
        NSURLSessionDownloadTask NSURLSessionStreamDelegate NSURLSessionStreamTask NSURLSessionTask \
        NSURLSessionTaskDelegate NSURLSessionTaskMetrics NSURLSessionTaskTransactionMetrics NSURLSessionUploadTask \
        NSURLSessionWebSocketDelegate NSURLSessionWebSocketMessage NSURLSessionWebSocketTask NSUUID \
        NSUbiquitousKeyValueStore NSUndoManager NSUnit NSUnitAcceleration NSUnitAngle NSUnitArea \
        NSUnitConcentrationMass NSUnitConverter NSUnitConverterLinear NSUnitDispersion NSUnitDuration \
        NSUnitElectricCharge NSUnitElectricCurrent NSUnitElectricPotentialDifference NSUnitElectricResistance \
        NSUnitEnergy NSUnitFrequency NSUnitFuelEfficiency NSUnitIlluminance NSUnitInformationStorage NSUnitLength \
        NSUnitMass NSUnitPower NSUnitPressure NSUnitSpeed NSUnitTemperature NSUnitVolume NSUserActivity \
        NSUserActivityDelegate NSUserDefaults NSValue NSValueTransformer NSXMLParser NSXMLParserDelegate NSXPCCoder \
        NSXPCConnection NSXPCInterface NSXPCListener NSXPCListenerDelegate NSXPCListenerEndpoint NSXPCProxyCreating \
        NWBonjourServiceEndpoint NWEndpoint NWHostEndpoint NWPath NWTCPConnection \
        NWTCPConnectionAuthenticationDelegate NWTLSParameters NWUDPSession NoteParamsControlValue OSLogEntry \
        OSLogEntryActivity OSLogEntryBoundary OSLogEntryFromProcess OSLogEntryLog OSLogEntrySignpost \
        OSLogEntryWithPayload OSLogEnumerator OSLogMessageComponent OSLogPosition OSLogStore OpaqueAudioComponent \
        OpaqueAudioComponentInstance OpaqueAudioConverter OpaqueAudioQueue OpaqueAudioQueueProcessingTap \
        OpaqueAudioQueueTimeline OpaqueExtAudioFile OpaqueJSClass OpaqueJSContext OpaqueJSContextGroup \
        OpaqueJSPropertyNameAccumulator OpaqueJSPropertyNameArray OpaqueJSString OpaqueJSValue \
        OpaqueMusicEventIterator OpaqueMusicPlayer OpaqueMusicSequence OpaqueMusicTrack OpbdSideValues OpbdTable \
        PDFAction PDFActionGoTo PDFActionNamed PDFActionRemoteGoTo PDFActionResetForm PDFActionURL PDFAnnotation \
        PDFAppearanceCharacteristics PDFBorder PDFDestination PDFDocument PDFDocumentDelegate PDFOutline PDFPage \
        PDFSelection PDFThumbnailView PDFView PDFViewDelegate PHAdjustmentData PHAsset PHAssetChangeRequest \
        PHAssetCollection PHAssetCollectionChangeRequest PHAssetCreationRequest PHAssetResource \
        PHAssetResourceCreationOptions PHAssetResourceManager PHAssetResourceRequestOptions PHCachingImageManager \
        PHChange PHChangeRequest PHCloudIdentifier PHCollection PHCollectionList PHCollectionListChangeRequest \
        PHContentEditingController PHContentEditingInput PHContentEditingInputRequestOptions PHContentEditingOutput \
        PHEditingExtensionContext PHFetchOptions PHFetchResult PHFetchResultChangeDetails PHImageManager \
        PHImageRequestOptions PHLivePhoto PHLivePhotoEditingContext PHLivePhotoFrame PHLivePhotoRequestOptions \
        PHLivePhotoView PHLivePhotoViewDelegate PHObject PHObjectChangeDetails PHObjectPlaceholder PHPhotoLibrary \
        PHPhotoLibraryAvailabilityObserver PHPhotoLibraryChangeObserver PHPickerConfiguration PHPickerFilter \
        PHPickerResult PHPickerViewController PHPickerViewControllerDelegate PHProject PHProjectChangeRequest \
        PHVideoRequestOptions PKAddCarKeyPassConfiguration PKAddPassButton PKAddPassesViewController \
        PKAddPassesViewControllerDelegate PKAddPaymentPassRequest PKAddPaymentPassRequestConfiguration \
        PKAddPaymentPassViewController PKAddPaymentPassViewControllerDelegate PKAddSecureElementPassConfiguration \
        PKAddSecureElementPassViewController PKAddSecureElementPassViewControllerDelegate \
        PKAddShareablePassConfiguration PKBarcodeEventConfigurationRequest PKBarcodeEventMetadataRequest \
        PKBarcodeEventMetadataResponse PKBarcodeEventSignatureRequest PKBarcodeEventSignatureResponse PKCanvasView \
        PKCanvasViewDelegate PKContact PKDisbursementAuthorizationController \
        PKDisbursementAuthorizationControllerDelegate PKDisbursementRequest PKDisbursementVoucher PKDrawing \
        PKEraserTool PKFloatRange PKInk PKInkingTool PKIssuerProvisioningExtensionAuthorizationProviding \
        PKIssuerProvisioningExtensionHandler PKIssuerProvisioningExtensionPassEntry \
        PKIssuerProvisioningExtensionPaymentPassEntry PKIssuerProvisioningExtensionStatus PKLabeledValue PKLassoTool \
        PKObject PKPass PKPassLibrary PKPayment PKPaymentAuthorizationController \
        PKPaymentAuthorizationControllerDelegate PKPaymentAuthorizationResult PKPaymentAuthorizationViewController \
        PKPaymentAuthorizationViewControllerDelegate PKPaymentButton PKPaymentInformationEventExtension \
        PKPaymentInformationRequestHandling PKPaymentMerchantSession PKPaymentMethod PKPaymentPass PKPaymentRequest \
        PKPaymentRequestMerchantSessionUpdate PKPaymentRequestPaymentMethodUpdate \
        PKPaymentRequestShippingContactUpdate PKPaymentRequestShippingMethodUpdate PKPaymentRequestUpdate \
        PKPaymentSummaryItem PKPaymentToken PKPushCredentials PKPushPayload PKPushRegistry PKPushRegistryDelegate \
        PKSecureElementPass PKShareablePassMetadata PKShippingMethod PKStroke PKStrokePath PKStrokePoint \
        PKSuicaPassProperties PKTool PKToolPicker PKToolPickerObserver PKTransitPassProperties ParameterEvent \
        PreviewDisplaying PropLookupSegment PropLookupSingle PropTable QLFileThumbnailRequest QLPreviewController \
        QLPreviewControllerDataSource QLPreviewControllerDelegate QLPreviewItem QLPreviewingController \
        QLThumbnailGenerationRequest QLThumbnailGenerator QLThumbnailProvider QLThumbnailReply \
        QLThumbnailRepresentation ROTAGlyphEntry ROTAHeader RPBroadcastActivityController \
        RPBroadcastActivityControllerDelegate RPBroadcastActivityViewController \
        RPBroadcastActivityViewControllerDelegate RPBroadcastConfiguration RPBroadcastController \
        RPBroadcastControllerDelegate RPBroadcastHandler RPBroadcastMP4ClipHandler RPBroadcastSampleHandler \
        RPPreviewViewController RPPreviewViewControllerDelegate RPScreenRecorder RPScreenRecorderDelegate \
        RPSystemBroadcastPickerView SCNAccelerationConstraint SCNAction SCNActionable SCNAnimatable SCNAnimation \
        SCNAnimationEvent SCNAnimationPlayer SCNAudioPlayer SCNAudioSource SCNAvoidOccluderConstraint \
        SCNAvoidOccluderConstraintDelegate SCNBillboardConstraint SCNBoundingVolume SCNBox SCNBufferStream SCNCamera \
        SCNCameraControlConfiguration SCNCameraController SCNCameraControllerDelegate SCNCapsule SCNCone SCNConstraint \
        SCNCylinder SCNDistanceConstraint SCNFloor SCNGeometry SCNGeometryElement SCNGeometrySource \
        SCNGeometryTessellator SCNHitTestResult SCNIKConstraint SCNLevelOfDetail SCNLight SCNLookAtConstraint \
        SCNMaterial SCNMaterialProperty SCNMatrix4 SCNMorpher SCNNode SCNNodeRendererDelegate \
        SCNParticlePropertyController SCNParticleSystem SCNPhysicsBallSocketJoint SCNPhysicsBehavior SCNPhysicsBody \
        SCNPhysicsConeTwistJoint SCNPhysicsContact SCNPhysicsContactDelegate SCNPhysicsField SCNPhysicsHingeJoint \
        SCNPhysicsShape SCNPhysicsSliderJoint SCNPhysicsVehicle SCNPhysicsVehicleWheel SCNPhysicsWorld SCNPlane \
        SCNProgram SCNProgramDelegate SCNPyramid SCNReferenceNode SCNRenderer SCNReplicatorConstraint SCNScene \
        SCNSceneExportDelegate SCNSceneRenderer SCNSceneRendererDelegate SCNSceneSource SCNShadable SCNShape \
        SCNSkinner SCNSliderConstraint SCNSphere SCNTechnique SCNTechniqueSupport SCNText SCNTimingFunction SCNTorus \
        SCNTransaction SCNTransformConstraint SCNTube SCNVector3 SCNVector4 SCNView SFAcousticFeature \
        SFAuthenticationSession SFContentBlockerManager SFContentBlockerState SFNTLookupArrayHeader \
        SFNTLookupBinarySearchHeader SFNTLookupSegment SFNTLookupSegmentHeader SFNTLookupSingle SFNTLookupSingleHeader \
        SFNTLookupTable SFNTLookupTrimmedArrayHeader SFNTLookupVectorHeader SFSafariViewController \
        SFSafariViewControllerConfiguration SFSafariViewControllerDelegate SFSpeechAudioBufferRecognitionRequest \
        SFSpeechRecognitionRequest SFSpeechRecognitionResult SFSpeechRecognitionTask SFSpeechRecognitionTaskDelegate \
        SFSpeechRecognizer SFSpeechRecognizerDelegate SFSpeechURLRecognitionRequest SFTranscription \
        SFTranscriptionSegment SFVoiceAnalytics SK3DNode SKAction SKAdNetwork SKArcadeService SKAttribute \
        SKAttributeValue SKAudioNode SKCameraNode SKCloudServiceController SKCloudServiceSetupViewController \
        SKCloudServiceSetupViewControllerDelegate SKConstraint SKCropNode SKDownload SKEffectNode SKEmitterNode \
        SKFieldNode SKKeyframeSequence SKLabelNode SKLightNode SKMutablePayment SKMutableTexture SKNode SKOverlay \
        SKOverlayAppClipConfiguration SKOverlayAppConfiguration SKOverlayConfiguration SKOverlayDelegate \
        SKOverlayTransitionContext SKPayment SKPaymentDiscount SKPaymentQueue SKPaymentQueueDelegate \
        SKPaymentTransaction SKPaymentTransactionObserver SKPhysicsBody SKPhysicsContact SKPhysicsContactDelegate \
        SKPhysicsJoint SKPhysicsJointFixed SKPhysicsJointLimit SKPhysicsJointPin SKPhysicsJointSliding \
        SKPhysicsJointSpring SKPhysicsWorld SKProduct SKProductDiscount SKProductStorePromotionController \
        SKProductSubscriptionPeriod SKProductsRequest SKProductsRequestDelegate SKProductsResponse SKRange \
        SKReachConstraints SKReceiptRefreshRequest SKReferenceNode SKRegion SKRenderer SKRequest SKRequestDelegate \
        SKScene SKSceneDelegate SKShader SKShapeNode SKSpriteNode SKStoreProductViewController \
        SKStoreProductViewControllerDelegate SKStoreReviewController SKStorefront SKTexture SKTextureAtlas \
        SKTileDefinition SKTileGroup SKTileGroupRule SKTileMapNode SKTileSet SKTransformNode SKTransition SKUniform \
        SKVideoNode SKView SKViewDelegate SKWarpGeometry SKWarpGeometryGrid SKWarpable SLComposeServiceViewController \
        SLComposeSheetConfigurationItem SLComposeViewController SLRequest SMPTETime SNAudioFileAnalyzer \
        SNAudioStreamAnalyzer SNClassification SNClassificationResult SNClassifySoundRequest SNRequest SNResult \
        SNResultsObserving SRAmbientLightSample SRApplicationUsage SRDeletionRecord SRDevice SRDeviceUsageReport \
        SRFetchRequest SRFetchResult SRKeyboardMetrics SRKeyboardProbabilityMetric SRMessagesUsageReport \
        SRNotificationUsage SRPhoneUsageReport SRSensorReader SRSensorReaderDelegate SRVisit SRWebUsage \
        SRWristDetection SSReadingList STClassTable STEntryOne STEntryTwo STEntryZero STHeader \
        STScreenTimeConfiguration STScreenTimeConfigurationObserver STWebHistory STWebpageController STXEntryOne \
        STXEntryTwo STXEntryZero STXHeader ScheduledAudioFileRegion ScheduledAudioSlice SecKeychainAttribute \
        SecKeychainAttributeInfo SecKeychainAttributeList TKBERTLVRecord TKCompactTLVRecord TKSimpleTLVRecord \
        TKSmartCard TKSmartCardATR TKSmartCardATRInterfaceGroup TKSmartCardPINFormat TKSmartCardSlot \
        TKSmartCardSlotManager TKSmartCardToken TKSmartCardTokenDriver TKSmartCardTokenDriverDelegate \
        TKSmartCardTokenSession TKSmartCardUserInteraction TKSmartCardUserInteractionDelegate \
        TKSmartCardUserInteractionForPINOperation TKSmartCardUserInteractionForSecurePINChange \
        TKSmartCardUserInteractionForSecurePINVerification TKTLVRecord TKToken TKTokenAuthOperation \
        TKTokenConfiguration TKTokenDelegate TKTokenDriver TKTokenDriverConfiguration TKTokenDriverDelegate \
        TKTokenKeyAlgorithm TKTokenKeyExchangeParameters TKTokenKeychainCertificate TKTokenKeychainContents \
        TKTokenKeychainItem TKTokenKeychainKey TKTokenPasswordAuthOperation TKTokenSession TKTokenSessionDelegate \
        TKTokenSmartCardPINAuthOperation TKTokenWatcher TWRequest TWTweetComposeViewController TrakTable TrakTableData \
        TrakTableEntry UIAcceleration UIAccelerometer UIAccelerometerDelegate UIAccessibility \
        UIAccessibilityContainerDataTable UIAccessibilityContainerDataTableCell \
        UIAccessibilityContentSizeCategoryImageAdjusting UIAccessibilityCustomAction UIAccessibilityCustomRotor \
        UIAccessibilityCustomRotorItemResult UIAccessibilityCustomRotorSearchPredicate UIAccessibilityElement \
        UIAccessibilityIdentification UIAccessibilityLocationDescriptor UIAccessibilityReadingContent UIAction \
        UIActionSheet UIActionSheetDelegate UIActivity UIActivityIndicatorView UIActivityItemProvider \
        UIActivityItemSource UIActivityItemsConfiguration UIActivityItemsConfigurationReading UIActivityViewController \
        UIAdaptivePresentationControllerDelegate UIAlertAction UIAlertController UIAlertView UIAlertViewDelegate \
        UIAppearance UIAppearanceContainer UIApplication UIApplicationDelegate UIApplicationShortcutIcon \
        UIApplicationShortcutItem UIAttachmentBehavior UIBackgroundConfiguration UIBarAppearance UIBarButtonItem \
        UIBarButtonItemAppearance UIBarButtonItemGroup UIBarButtonItemStateAppearance UIBarItem UIBarPositioning \
        UIBarPositioningDelegate UIBezierPath UIBlurEffect UIButton UICellAccessory UICellAccessoryCheckmark \
        UICellAccessoryCustomView UICellAccessoryDelete UICellAccessoryDisclosureIndicator UICellAccessoryInsert \
        UICellAccessoryLabel UICellAccessoryMultiselect UICellAccessoryOutlineDisclosure UICellAccessoryReorder \
        UICellConfigurationState UICloudSharingController UICloudSharingControllerDelegate \
        UICollectionLayoutListConfiguration UICollectionReusableView UICollectionView UICollectionViewCell \
        UICollectionViewCellRegistration UICollectionViewCompositionalLayout \
        UICollectionViewCompositionalLayoutConfiguration UICollectionViewController UICollectionViewDataSource \
        UICollectionViewDataSourcePrefetching UICollectionViewDelegate UICollectionViewDelegateFlowLayout \
        UICollectionViewDiffableDataSource UICollectionViewDiffableDataSourceReorderingHandlers \
        UICollectionViewDiffableDataSourceSectionSnapshotHandlers UICollectionViewDragDelegate \
        UICollectionViewDropCoordinator UICollectionViewDropDelegate UICollectionViewDropItem \
        UICollectionViewDropPlaceholder UICollectionViewDropPlaceholderContext UICollectionViewDropProposal \
        UICollectionViewFlowLayout UICollectionViewFlowLayoutInvalidationContext UICollectionViewFocusUpdateContext \
        UICollectionViewLayout UICollectionViewLayoutAttributes UICollectionViewLayoutInvalidationContext \
        UICollectionViewListCell UICollectionViewPlaceholder UICollectionViewSupplementaryRegistration \
        UICollectionViewTransitionLayout UICollectionViewUpdateItem UICollisionBehavior UICollisionBehaviorDelegate \
        UIColor UIColorPickerViewController UIColorPickerViewControllerDelegate UIColorWell UICommand \
        UICommandAlternate UIConfigurationState UIContentConfiguration UIContentContainer \
        UIContentSizeCategoryAdjusting UIContentView UIContextMenuConfiguration UIContextMenuInteraction \
        UIContextMenuInteractionAnimating UIContextMenuInteractionCommitAnimating UIContextMenuInteractionDelegate \
        UIContextualAction UIControl UICoordinateSpace UICubicTimingParameters UIDataSourceModelAssociation \
        UIDataSourceTranslating UIDatePicker UIDeferredMenuElement UIDevice UIDictationPhrase UIDocument \
        UIDocumentBrowserAction UIDocumentBrowserTransitionController UIDocumentBrowserViewController \
        UIDocumentBrowserViewControllerDelegate UIDocumentInteractionController \
        UIDocumentInteractionControllerDelegate UIDocumentMenuDelegate UIDocumentMenuViewController \
        UIDocumentPickerDelegate UIDocumentPickerExtensionViewController UIDocumentPickerViewController \
        UIDragAnimating UIDragDropSession UIDragInteraction UIDragInteractionDelegate UIDragItem UIDragPreview \
        UIDragPreviewParameters UIDragPreviewTarget UIDragSession UIDropInteraction UIDropInteractionDelegate \
        UIDropProposal UIDropSession UIDynamicAnimator UIDynamicAnimatorDelegate UIDynamicBehavior UIDynamicItem \
        UIDynamicItemBehavior UIDynamicItemGroup UIEvent UIFeedbackGenerator UIFieldBehavior UIFocusAnimationContext \
        UIFocusAnimationCoordinator UIFocusDebugger UIFocusDebuggerOutput UIFocusEnvironment UIFocusGuide UIFocusItem \
        UIFocusItemContainer UIFocusItemScrollableContainer UIFocusMovementHint UIFocusSystem UIFocusUpdateContext \
        UIFont UIFontDescriptor UIFontMetrics UIFontPickerViewController UIFontPickerViewControllerConfiguration \
        UIFontPickerViewControllerDelegate UIGestureRecognizer UIGestureRecognizerDelegate UIGraphicsImageRenderer \
        UIGraphicsImageRendererContext UIGraphicsImageRendererFormat UIGraphicsPDFRenderer \
        UIGraphicsPDFRendererContext UIGraphicsPDFRendererFormat UIGraphicsRenderer UIGraphicsRendererContext \
        UIGraphicsRendererFormat UIGravityBehavior UIGuidedAccessRestrictionDelegate UIHoverGestureRecognizer UIImage \
        UIImageAsset UIImageConfiguration UIImagePickerController UIImagePickerControllerDelegate \
        UIImageSymbolConfiguration UIImageView UIImpactFeedbackGenerator UIIndirectScribbleInteraction \
        UIIndirectScribbleInteractionDelegate UIInputView UIInputViewAudioFeedback UIInputViewController UIInteraction \
        UIInterpolatingMotionEffect UIItemProviderPresentationSizeProviding UIKey UIKeyCommand UIKeyInput UILabel \
        UILargeContentViewerInteraction UILargeContentViewerInteractionDelegate UILargeContentViewerItem UILayoutGuide \
        UILayoutSupport UILexicon UILexiconEntry UIListContentConfiguration UIListContentImageProperties \
        UIListContentTextProperties UIListContentView UILocalNotification UILocalizedIndexedCollation \
        UILongPressGestureRecognizer UIManagedDocument UIMarkupTextPrintFormatter UIMenu UIMenuBuilder \
        UIMenuController UIMenuElement UIMenuItem UIMenuSystem UIMotionEffect UIMotionEffectGroup \
        UIMutableApplicationShortcutItem UIMutableUserNotificationAction UIMutableUserNotificationCategory \
        UINavigationBar UINavigationBarAppearance UINavigationBarDelegate UINavigationController \
        UINavigationControllerDelegate UINavigationItem UINib UINotificationFeedbackGenerator UIObjectRestoration \
        UIOpenURLContext UIPageControl UIPageViewController UIPageViewControllerDataSource \
        UIPageViewControllerDelegate UIPanGestureRecognizer UIPasteConfiguration UIPasteConfigurationSupporting \
        UIPasteboard UIPencilInteraction UIPencilInteractionDelegate UIPercentDrivenInteractiveTransition UIPickerView \
        UIPickerViewAccessibilityDelegate UIPickerViewDataSource UIPickerViewDelegate UIPinchGestureRecognizer \
        UIPointerEffect UIPointerHighlightEffect UIPointerHoverEffect UIPointerInteraction \
        UIPointerInteractionAnimating UIPointerInteractionDelegate UIPointerLiftEffect UIPointerLockState \
        UIPointerRegion UIPointerRegionRequest UIPointerShape UIPointerStyle UIPopoverBackgroundView \
        UIPopoverBackgroundViewMethods UIPopoverController UIPopoverControllerDelegate UIPopoverPresentationController \
        UIPopoverPresentationControllerDelegate UIPresentationController UIPress UIPressesEvent UIPreviewAction \
        UIPreviewActionGroup UIPreviewActionItem UIPreviewInteraction UIPreviewInteractionDelegate UIPreviewParameters \
        UIPreviewTarget UIPrintFormatter UIPrintInfo UIPrintInteractionController UIPrintInteractionControllerDelegate \
        UIPrintPageRenderer UIPrintPaper UIPrinter UIPrinterPickerController UIPrinterPickerControllerDelegate \
        UIProgressView UIPushBehavior UIReferenceLibraryViewController UIRefreshControl UIRegion UIResponder \
        UIResponderStandardEditActions UIRotationGestureRecognizer UIScene UISceneActivationConditions \
        UISceneActivationRequestOptions UISceneConfiguration UISceneConnectionOptions UISceneDelegate \
        UISceneDestructionRequestOptions UISceneOpenExternalURLOptions UISceneOpenURLOptions UISceneSession \
        UISceneSizeRestrictions UIScreen UIScreenEdgePanGestureRecognizer UIScreenMode UIScreenshotService \
        UIScreenshotServiceDelegate UIScribbleInteraction UIScribbleInteractionDelegate UIScrollView \
        UIScrollViewAccessibilityDelegate UIScrollViewDelegate UISearchBar UISearchBarDelegate \
        UISearchContainerViewController UISearchController UISearchControllerDelegate UISearchDisplayController \
        UISearchDisplayDelegate UISearchResultsUpdating UISearchSuggestion UISearchSuggestionItem UISearchTextField \
        UISearchTextFieldDelegate UISearchTextFieldPasteItem UISearchToken UISegmentedControl \
        UISelectionFeedbackGenerator UISimpleTextPrintFormatter UISlider UISnapBehavior UISplitViewController \
        UISplitViewControllerDelegate UISpringLoadedInteraction UISpringLoadedInteractionBehavior \
        UISpringLoadedInteractionContext UISpringLoadedInteractionEffect UISpringLoadedInteractionSupporting \
        UISpringTimingParameters UIStackView UIStateRestoring UIStatusBarManager UIStepper UIStoryboard \
        UIStoryboardPopoverSegue UIStoryboardSegue UIStoryboardUnwindSegueSource UISwipeActionsConfiguration \
        UISwipeGestureRecognizer UISwitch UITabBar UITabBarAppearance UITabBarController UITabBarControllerDelegate \
        UITabBarDelegate UITabBarItem UITabBarItemAppearance UITabBarItemStateAppearance UITableView UITableViewCell \
        UITableViewController UITableViewDataSource UITableViewDataSourcePrefetching UITableViewDelegate \
        UITableViewDiffableDataSource UITableViewDragDelegate UITableViewDropCoordinator UITableViewDropDelegate \
        UITableViewDropItem UITableViewDropPlaceholder UITableViewDropPlaceholderContext UITableViewDropProposal \
        UITableViewFocusUpdateContext UITableViewHeaderFooterView UITableViewPlaceholder UITableViewRowAction \
        UITapGestureRecognizer UITargetedDragPreview UITargetedPreview UITextChecker UITextDocumentProxy \
        UITextDragDelegate UITextDragPreviewRenderer UITextDragRequest UITextDraggable UITextDropDelegate \
        UITextDropProposal UITextDropRequest UITextDroppable UITextField UITextFieldDelegate \
        UITextFormattingCoordinator UITextFormattingCoordinatorDelegate UITextInput UITextInputAssistantItem \
        UITextInputDelegate UITextInputMode UITextInputPasswordRules UITextInputStringTokenizer UITextInputTokenizer \
        UITextInputTraits UITextInteraction UITextInteractionDelegate UITextPasteConfigurationSupporting \
        UITextPasteDelegate UITextPasteItem UITextPlaceholder UITextPosition UITextRange UITextSelecting \
        UITextSelectionRect UITextView UITextViewDelegate UITimingCurveProvider UITitlebar UIToolbar \
        UIToolbarAppearance UIToolbarDelegate UITouch UITraitCollection UITraitEnvironment UIUserActivityRestoring \
        UIUserNotificationAction UIUserNotificationCategory UIUserNotificationSettings UIVibrancyEffect \
        UIVideoEditorController UIVideoEditorControllerDelegate UIView UIViewAnimating UIViewConfigurationState \
        UIViewController UIViewControllerAnimatedTransitioning UIViewControllerContextTransitioning \
        UIViewControllerInteractiveTransitioning UIViewControllerPreviewing UIViewControllerPreviewingDelegate \
        UIViewControllerRestoration UIViewControllerTransitionCoordinator UIViewControllerTransitionCoordinatorContext \
        UIViewControllerTransitioningDelegate UIViewImplicitlyAnimating UIViewPrintFormatter UIViewPropertyAnimator \
        UIVisualEffect UIVisualEffectView UIWebView UIWebViewDelegate UIWindow UIWindowScene UIWindowSceneDelegate \
        UIWindowSceneDestructionRequestOptions UNCalendarNotificationTrigger UNLocationNotificationTrigger \
        UNMutableNotificationContent UNNotification UNNotificationAction UNNotificationAttachment \
        UNNotificationCategory UNNotificationContent UNNotificationContentExtension UNNotificationRequest \
        UNNotificationResponse UNNotificationServiceExtension UNNotificationSettings UNNotificationSound \
        UNNotificationTrigger UNPushNotificationTrigger UNTextInputNotificationAction UNTextInputNotificationResponse \
        UNTimeIntervalNotificationTrigger UNUserNotificationCenter UNUserNotificationCenterDelegate UTType \
        VNBarcodeObservation VNCircle VNClassificationObservation VNClassifyImageRequest VNContour \
        VNContoursObservation VNCoreMLFeatureValueObservation VNCoreMLModel VNCoreMLRequest VNDetectBarcodesRequest \
        VNDetectContoursRequest VNDetectFaceCaptureQualityRequest VNDetectFaceLandmarksRequest \
        VNDetectFaceRectanglesRequest VNDetectHorizonRequest VNDetectHumanBodyPoseRequest VNDetectHumanHandPoseRequest \
        VNDetectHumanRectanglesRequest VNDetectRectanglesRequest VNDetectTextRectanglesRequest \
        VNDetectTrajectoriesRequest VNDetectedObjectObservation VNDetectedPoint VNDocumentCameraScan \
        VNDocumentCameraViewController VNDocumentCameraViewControllerDelegate VNFaceLandmarkRegion \
        VNFaceLandmarkRegion2D VNFaceLandmarks VNFaceLandmarks2D VNFaceObservation VNFaceObservationAccepting \
        VNFeaturePrintObservation VNGenerateAttentionBasedSaliencyImageRequest VNGenerateImageFeaturePrintRequest \
        VNGenerateObjectnessBasedSaliencyImageRequest VNGenerateOpticalFlowRequest VNGeometryUtils \
        VNHomographicImageRegistrationRequest VNHorizonObservation VNHumanBodyPoseObservation \
        VNHumanHandPoseObservation VNImageAlignmentObservation VNImageBasedRequest \
        VNImageHomographicAlignmentObservation VNImageRegistrationRequest VNImageRequestHandler \
        VNImageTranslationAlignmentObservation VNObservation VNPixelBufferObservation VNPoint \
        VNRecognizeAnimalsRequest VNRecognizeTextRequest VNRecognizedObjectObservation VNRecognizedPoint \
        VNRecognizedPointsObservation VNRecognizedText VNRecognizedTextObservation VNRectangleObservation VNRequest \
        VNRequestProgressProviding VNRequestRevisionProviding VNSaliencyImageObservation VNSequenceRequestHandler \
        VNStatefulRequest VNTargetedImageRequest VNTextObservation VNTrackObjectRequest VNTrackRectangleRequest \
        VNTrackingRequest VNTrajectoryObservation VNTranslationalImageRegistrationRequest VNVector VNVideoProcessor \
        VNVideoProcessorCadence VNVideoProcessorFrameRateCadence VNVideoProcessorRequestProcessingOptions \
        VNVideoProcessorTimeIntervalCadence VSAccountApplicationProvider VSAccountManager VSAccountManagerDelegate \
        VSAccountManagerResult VSAccountMetadata VSAccountMetadataRequest VSAccountProviderResponse VSSubscription \
        VSSubscriptionRegistrationCenter VTDecompressionOutputCallbackRecord VTInt32Point VTInt32Size WCSession \
        WCSessionDelegate WCSessionFile WCSessionFileTransfer WCSessionUserInfoTransfer WKBackForwardList \
        WKBackForwardListItem WKContentRuleList WKContentRuleListStore WKContentWorld WKContextMenuElementInfo \
        WKFindConfiguration WKFindResult WKFrameInfo WKHTTPCookieStore WKHTTPCookieStoreObserver WKNavigation \
        WKNavigationAction WKNavigationDelegate WKNavigationResponse WKOpenPanelParameters WKPDFConfiguration \
        WKPreferences WKPreviewActionItem WKPreviewElementInfo WKProcessPool WKScriptMessage WKScriptMessageHandler \
        WKScriptMessageHandlerWithReply WKSecurityOrigin WKSnapshotConfiguration WKUIDelegate WKURLSchemeHandler \
        WKURLSchemeTask WKUserContentController WKUserScript WKWebView WKWebViewConfiguration WKWebpagePreferences \
        WKWebsiteDataRecord WKWebsiteDataStore WKWindowFeatures _CFHTTPAuthentication _GLKMatrix2 _GLKMatrix3 \
        _GLKMatrix4 _GLKQuaternion _GLKVector2 _GLKVector3 _GLKVector4 _GLKVertexAttributeParameters \
        _MTLAxisAlignedBoundingBox _MTLPackedFloat3 _MTLPackedFloat4x3 _NSRange _NSZone __CFHTTPMessage __CFHost \
        __CFNetDiagnostic __CFNetService __CFNetServiceBrowser __CFNetServiceMonitor __CFXMLNode __CFXMLParser \
        __EntityAccessibilityWrapper __GLsync __SecAccess __SecCertificate __SecIdentity __SecKey __SecRandom \
        __attribute__ gss_OID_desc_struct gss_OID_set_desc_struct gss_auth_identity gss_buffer_desc_struct \
        gss_buffer_set_desc_struct gss_channel_bindings_struct gss_cred_id_t_desc_struct gss_ctx_id_t_desc_struct \
        gss_iov_buffer_desc_struct gss_krb5_cfx_keydata gss_krb5_lucid_context_v1 gss_krb5_lucid_context_version \
        gss_krb5_lucid_key gss_krb5_rfc1964_keydata gss_name_t_desc_struct opaqueCMBufferQueueTriggerToken \
        sfntCMapEncoding sfntCMapExtendedSubHeader sfntCMapHeader sfntCMapSubHeader sfntDescriptorHeader sfntDirectory \
        sfntDirectoryEntry sfntFeatureHeader sfntFeatureName sfntFontDescriptor sfntFontFeatureSetting \
        sfntFontRunFeature sfntInstance sfntNameHeader sfntNameRecord sfntVariationAxis sfntVariationHeader
        """
}
